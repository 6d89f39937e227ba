set -e
for shift in 0 1 7 30; do
	i=0
	while [ "$i" -lt "$shift" ]; do /bin/true; i=$((i + 1)); done
	echo "# shift $shift"
	/tests/bench/proc-net-bench ops 10000000
done
