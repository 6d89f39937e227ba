# base: faults - netns-lookup's forced failure (fail-nth: the sweep's own task only) hit a kworker, not fault-sweep
awk '/FAULT_INJECTION/ { b++ } b == 19 && /Comm: fault-sweep/ { sub(/PID: [0-9]+ Comm: fault-sweep/, "PID: 31 Comm: kworker/0:2") } { print }' A/console.log >c && mv c A/console.log
