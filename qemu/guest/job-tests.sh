# Guest job: every compare-test that cannot wedge the kernel, then the
# kernel's own proc selftests.  The deadlock-* tests each get a boot of
# their own (qemu/guest/job-one-test.sh): a hung rename keeps procfs's rename
# lock and a directory lock for good.  So do the race-* tests, on two vCPUs.
cd /tests/compare
for t in *; do
	case $t in deadlock-* | race-*) continue ;; esac
	echo "# test: $t"
	timeout 120 ./"$t"
	echo "# exit: $t $?"
done
cd /tests/proc
for t in *; do
	echo "# selftest: $t"
	timeout 120 ./"$t" >/tmp/selftest.out 2>&1
	rc=$?
	sed 's/^/#   | /' /tmp/selftest.out
	echo "# selftest-exit: $t $rc"
done
