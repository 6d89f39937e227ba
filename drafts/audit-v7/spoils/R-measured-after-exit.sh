# base: race - A's measured line stands after the test's exit line (printed by no test), and counts
awk '/^# measured: / { m = $0; next } { print } /^# exit: race-net-link-rcu / { print m }' A/output.log >o && mv o A/output.log
