# base: bench - the committed bench run stopped its namespace curve at 1000 (BENCH_NETNS="1 10 100 1000", as BENCH_NETNS= or a quick run gives), its params and every boot's job saying so consistently, while README says the committed bench.md is a whole run to tens of thousands of namespaces: bench-report takes the curve's points from the run's own params, never from bench.sh's
sed -i 's/^BENCH_NETNS=.*/BENCH_NETNS="1 10 100 1000"/' params-icount.sh
for b in icount-*; do
	sed -i '/^# \(scale\|setup\|entries\): netns|10000|/d' $b/output.log
	want=$(cat params-icount.sh pad-${b##*-}.sh /work/scratch/audit10/wt/qemu/guest/job-bench.sh | sha256sum | cut -d' ' -f1)
	sed -i "s/^job .*/job $want/" $b/manifest
done
cat params-icount.sh; grep -c 'netns|10000' icount-*/output.log
