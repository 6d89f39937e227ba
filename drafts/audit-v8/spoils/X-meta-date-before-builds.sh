# base: rejudge - meta.tsv (in report.json and REPORT.md) dates the run 2026-12-06 03:55 UTC, a day before its kernels were built (banners of 2026-12-07 03:40-03:46) and before its run id (1796614304, 2026-12-07 03:31)
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i "s/^date\t2026-12-07 03:55 UTC$/date\t2026-12-06 03:55 UTC/" $d/meta.tsv
REPACK=compare sh "$REGEN"
