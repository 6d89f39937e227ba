# base: rejudge - the compare run's times.md (in report.json and REPORT.md) gives A's main boot 41 s, where its verdict says "completed in 83 s"
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i 's/^| boot A main | 83 | - |$/| boot A main | 41 | - |/' $d/times.md
REPACK=compare sh "$REGEN"
