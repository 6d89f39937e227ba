/tests/bench/proc-net-bench ops 100000000
