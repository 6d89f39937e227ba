# base: bench - B's boots ran B's test kernel (lockdep on), not its perf build: "perf config: no lockdep" is false for the B column
for d in icount-B-1 icount-B-2 wall-B-1 wall-B-2; do sed -i 's| -kernel build/B/perf/bzImage | -kernel build/B/bzImage |' $d/qemu-cmdline; done
