# base: rejudge - compare-tests/results/fuzz.md, a make fuzz table of the test kernels at 30 minutes a kernel and run (README: not yet made on 6.12), with no run in runs/: rejudge takes it as committed and REPORT.md renders it as a result
sed 's/^## Trinity (Debian'"'"'s 2023.01, seed \([0-9]*\), [^,]*, debug kernels)$/## Trinity (Debian'"'"'s 2023.01, seed \1, 30 min per kernel and run, test kernels)/' compare-tests/results/fuzz-debug.md >compare-tests/results/fuzz.md
head -1 compare-tests/results/fuzz.md
sh /work/scratch/audit9/regen9.sh
git status --short
