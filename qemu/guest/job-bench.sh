# Guest job for make bench: the timed runs.  bench.sh puts a fragment
# before this one that sets BENCH_BUDGET (ns of the guest clock per
# measurement), BENCH_TASKS and BENCH_NETNS (the points of each curve;
# empty: no curve).
set -e
/tests/bench/proc-net-bench ops "$BENCH_BUDGET"
[ -z "$BENCH_TASKS" ] || /tests/bench/proc-net-bench tasks "$BENCH_BUDGET" $BENCH_TASKS
[ -z "$BENCH_NETNS" ] || /tests/bench/proc-net-bench netns "$BENCH_BUDGET" $BENCH_NETNS
