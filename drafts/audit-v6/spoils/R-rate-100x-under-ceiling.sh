# base: race - A's stats multiplied 100-fold (743,000 stats a second on a TCG vCPU that does some 7,400): under the ceiling of 1,000,000 a second
sed -i 's|^\(# measured: 2 CPUs; \)\([0-9]*\)\( stats of\)|\1\200\3|' A/output.log
