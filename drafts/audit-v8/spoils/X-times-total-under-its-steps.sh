# base: rejudge - times.md's total wall time is 1100 s, less than its builds and boots alone (747 + 515 s), which ran one after the other
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i "s/^| total, from the first step to the judged run | 1428 | 2147 |$/| total, from the first step to the judged run | 1100 | 2147 |/" $d/times.md
REPACK=compare sh "$REGEN"
