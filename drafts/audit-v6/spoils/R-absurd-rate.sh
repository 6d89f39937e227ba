# base: race - A's stats multiplied 100000-fold (1.7 billion stats a second on a TCG vCPU): no upper bound on the work claimed
sed -i 's|^\(# measured: 2 CPUs; \)\([0-9]*\)\( stats of\)|\1\200000\3|' A/output.log
