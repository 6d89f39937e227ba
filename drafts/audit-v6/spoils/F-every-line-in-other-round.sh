# base: faults - every-2's readdir result printed inside the every-29 round (a line from another process): the rounds are judged by the n the line names
awk '/^# fault-every: readdir n=2 / { held = $0; next } { print } /^# fault-every: netns-create n=29 / { print held }' A/output.log >o && mv o A/output.log
