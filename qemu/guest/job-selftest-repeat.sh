# Guest job for make selftest-repeat: the series' own selftest,
# tools/testing/selftests/proc/proc-netns, RUNS times in a row in one
# boot, as a developer reruns it: whatever one run leaves behind (mounts,
# namespaces, cached dentries) must not fail the next.  The host writes
# RUNS; qemu/host/selftest-repeat.sh judges the output.
echo "# runs: $RUNS"
echo "# proc: $(grep '^proc /proc ' /proc/mounts)"
cd /tests/proc
i=1
while [ "$i" -le "$RUNS" ]; do
	echo "# run: $i"
	timeout 300 ./proc-netns >/tmp/run.out 2>&1
	rc=$?
	sed 's/^/#   | /' /tmp/run.out
	echo "# run-exit: $i $rc"
	i=$((i + 1))
done
