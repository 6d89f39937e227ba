# base: faults - A's first forced-failure trace says the kernel was "Tainted: G W" (a warning before the rounds), while the job's "# faults: tainted 0" and "# tainted: 0" say it never was
awk '!d && /CPU: 0 UID: 0 PID: [0-9]+ Comm: fault-sweep Not tainted 6\.12\.118-A #1/ { sub(/Not tainted/, "Tainted: G        W        "); d = 1 } { print }' A/console.log >c && mv c A/console.log
