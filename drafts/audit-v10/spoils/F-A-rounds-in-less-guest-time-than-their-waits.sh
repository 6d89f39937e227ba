# base: faults - A's console, by the guest's own clock, runs 54.6 s from init to the end of boot (host: 70 s), yet the job made 14 kmemleak scans each after a 6 s sleep (84 s of sleeping alone) besides 13 rounds and the churn: "0 unreferenced objects" from scans that never waited for the objects to age
awk -v i=12.816703 'match($0, /^\[ *[0-9]+\.[0-9]+\]/) { t = substr($0, 2, RLENGTH - 2) + 0; if (t > i) $0 = sprintf("[%12.6f]", i + (t - i) * 0.15) substr($0, RLENGTH + 1) } { print }' A/console.log >o && mv o A/console.log
echo "completed in 70 s" >A/verdict
sh /work/scratch/audit10/wt/qemu/host/console-clock.sh A/console.log
