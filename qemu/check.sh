#!/bin/sh
# make check: boot each kernel once with qemu/check-job.sh and judge it.
#   check.sh KERNEL...   (each already built by make build-KERNEL)
# Prints TAP and a closing "N passed, N failed, N skipped"; exits 1 on any
# failure.  Runs land in build/check/KERNEL/ (console.log keeps the kernel's
# own report of a hung task).
set -eu
mkdir -p build/check
n=1 passed=0 failed=0 skipped=0
echo "TAP version 13"
if make -s --no-print-directory check-B-is-upstream >build/check-B-is-upstream.log 2>&1; then
	echo "ok $n - B: fs/ on branch B is identical to the packaged base"; passed=$((passed + 1))
else
	echo "not ok $n - B: fs/ on branch B differs from the packaged base"; failed=$((failed + 1))
fi
n=$((n + 1))
for k in "$@"; do
	run=build/check/$k
	sh qemu/run.sh "build/$k/bzImage" "build/$k/initramfs.cpio" "$run" \
		"${BOOT_TIMEOUT:-300}" qemu/check-job.sh 2>"$run.runlog" || true
	echo "# $k: $(cat "$run/verdict")"
	TAP_START=$n sh qemu/judge.sh "$k" "$run" compare-tests >"$run/tap"
	grep -v '^# counts:' "$run/tap"
	set -- $(sed -n 's/^# counts: //p' "$run/tap") "$@"
	passed=$((passed + $1)) failed=$((failed + $2)) skipped=$((skipped + $3)) n=$4
	shift 4
	# The kernel's own word: an oops, a warning or a sanitizer report
	# fails the run; a hung-task report is the deadlock tests' business.
	bad=$(grep -E 'BUG:|WARNING:|Oops|general protection|KASAN|kmemleak|UBSAN' "$run/console.log" | head -5 || true)
	if [ -z "$bad" ]; then
		echo "ok $n - $k/console: no oops, warning or sanitizer report"; passed=$((passed + 1))
	else
		echo "not ok $n - $k/console: $(echo "$bad" | head -1)"; failed=$((failed + 1))
	fi
	n=$((n + 1))
	sh qemu/console-excerpt.sh "$run/console.log" | sed "s/^/# $k console: /"
done
echo "1..$((n - 1))"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
