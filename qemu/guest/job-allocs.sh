# Guest job for make bench: allocations per 1000 operations (SLUB_STATS).
/tests/bench/proc-net-bench allocs
