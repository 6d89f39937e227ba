# Guest job for make bench: the timed runs.
/tests/bench/proc-net-bench -t 20000
