#!/bin/sh
# make check: boot each kernel with the test suite and judge it.
#   check.sh KERNEL...   (each already built by make build-KERNEL)
# Prints TAP and a closing "N passed, N failed, N skipped"; exits 1 on any
# failure.  Runs land in build/check/KERNEL/; console.log there keeps the
# kernel's own report of a hung task.
set -eu
n=1 passed=0 failed=0 skipped=0
tap() {	# tap OK DESCRIPTION
	if [ "$1" = ok ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
	echo "$1 $n - $2"
	n=$((n + 1))
}
echo "TAP version 13"
mkdir -p build/check
if make -s --no-print-directory check-B-is-upstream >build/check/B-is-upstream.log 2>&1; then
	tap ok "B: fs/ on branch B is identical to the packaged base"
else
	tap "not ok" "B: fs/ on branch B differs from the packaged base"
fi
for k in "$@"; do
	out=build/check/$k
	sh qemu/boot-tests.sh "$k" "$out"
	sed "s/^/# $k boot /" "$out/verdicts"
	TAP_START=$n sh qemu/judge.sh "$k" "$out" compare-tests >"$out/tap"
	grep -v '^# counts:' "$out/tap"
	set -- $(sed -n 's/^# counts: //p' "$out/tap") "$@"
	passed=$((passed + $1)) failed=$((failed + $2)) skipped=$((skipped + $3)) n=$4
	shift 4
	sh qemu/console-excerpt.sh "$out/console.log" | sed "s/^/# $k console: /"
done
# Trinity, FUZZ_MIN minutes a kernel: it must find the control hung (the
# 2013 bug, as Trinity found it then) and run A and B clean, with the
# namespace churn test passing after it.
if [ "${FUZZ_MIN:-2}" != 0 ]; then
	FUZZ_MIN=${FUZZ_MIN:-2} sh qemu/fuzz.sh "$@" >build/check/fuzz.log 2>&1 || true
	for k in "$@"; do
		log=build/fuzz/$k/output.log
		hung=$(sed -n 's/^# fuzz-hung: \([^=]*\) => /\1: /p' "$log" | head -1)
		calls=$(sed -n 's/^# fuzz: \([^=]*\) => .*, \([0-9?]*\) syscalls.*/\2/p' "$log" | tr '\n' '+')
		if [ "$k" = control ]; then
			[ -n "$hung" ] && tap ok "control/trinity: finds the bug: $hung" ||
				tap "not ok" "control/trinity: no task hung in ${FUZZ_MIN:-2} minutes"
			continue
		fi
		bad=$(grep -f qemu/kernel-reports.grep -e 'blocked for more than' \
			"build/fuzz/$k/console.log" | head -1 | tr -d '\r' || true)
		if [ -z "$hung$bad" ]; then
			tap ok "$k/trinity: clean, ${calls%+} syscalls"
		else
			tap "not ok" "$k/trinity: $hung$bad"
		fi
		churn=$(sed -n 's/^# measured: \(net_namespace.*\)/\1/p' "$log")
		grep -q '^ok 1 churn.procfs_pins_no_dead_namespace' "$log" &&
			tap ok "$k/churn after trinity: $churn" ||
			tap "not ok" "$k/churn after trinity: $churn"
	done
fi
echo "1..$((n - 1))"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
