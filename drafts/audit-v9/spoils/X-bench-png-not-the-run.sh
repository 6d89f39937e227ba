# base: rejudge - compare-tests/results/bench.png, the plot REPORT.md shows of A/B per operation, is another picture (the tasks curve's), not what bench-report renders from runs/bench.tar.xz
cp compare-tests/results/bench-tasks.png compare-tests/results/bench.png
