set -e
echo "# run 1"
/tests/bench/proc-net-bench ops 10000000
echo "# run 2"
/tests/bench/proc-net-bench ops 10000000
