# base: rejudge - times.md says the control's build used 1300 CPU s in 435 s of wall time, on a machine of 2 CPUs (at most 870)
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i "s/^| build control test | 435 | 647 |$/| build control test | 435 | 1300 |/" $d/times.md
REPACK=compare sh "$REGEN"
