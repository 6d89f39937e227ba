# Guest job for make bench: the timed runs.  bench.sh puts a fragment
# before this one that sets BENCH_BUDGET (ns of the guest clock per
# measurement), BENCH_TASKS and BENCH_NETNS (the points of each curve;
# empty: no curve), then one with BENCH_PAD, the files made first so that
# each pair of boots runs on a memory layout of its own.
set -e
i=0
while [ "$i" -lt "${BENCH_PAD:-0}" ]; do
	: >"/tmp/bench-pad-$i"
	i=$((i + 1))
done
/tests/bench/proc-net-bench ops "$BENCH_BUDGET"
[ -z "$BENCH_TASKS" ] || /tests/bench/proc-net-bench tasks "$BENCH_BUDGET" $BENCH_TASKS
[ -z "$BENCH_NETNS" ] || /tests/bench/proc-net-bench netns "$BENCH_BUDGET" $BENCH_NETNS
