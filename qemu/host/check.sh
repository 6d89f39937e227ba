#!/bin/sh
# make check: boot each kernel with the test suite and judge it.
#   check.sh KERNEL...   (each already built by make build-KERNEL)
# Prints TAP and a closing "N passed, N failed, N skipped"; exits 1 on any
# failure.  A kernel of $ALL_KERNELS left out, and trinity with
# FUZZ_MIN=0, get SKIP lines that say so.  Runs land in build/check/KERNEL/
# (qemu/host/boot-tests.sh), which qemu/host/judge.sh reads, unless make
# compare's run in build/compare has the same inputs: then that one is
# judged.  Ends with where the time went (qemu/host/times.sh).
set -eu
. qemu/host/settings.sh
n=1 passed=0 failed=0 skipped=0 xfail=0
tap() {	# tap ok|"not ok"|skip DESCRIPTION
	case $1 in
	ok) passed=$((passed + 1)); echo "ok $n - $2" ;;
	skip) skipped=$((skipped + 1)); echo "ok $n - $2" ;;
	*) failed=$((failed + 1)); echo "not ok $n - $2" ;;
	esac
	n=$((n + 1))
}
echo "TAP version 13"
rm -rf $BUILD/check
mkdir -p $BUILD/check
if make -s --no-print-directory check-B-is-upstream >$BUILD/check/B-is-upstream.log 2>&1; then
	tap ok "B: $(sed -n 's/^ok - //p' $BUILD/check/B-is-upstream.log)"
else
	tap "not ok" "B: $(sed -n 's/^not ok - //p' $BUILD/check/B-is-upstream.log)"
fi
# The console scanner and the judge itself, on a corpus and on recorded
# bad runs they must fail.  A TAP stream whose plan is missing or does
# not count its lines, or a script that failed without a "not ok", fails.
tap_of() {	# tap_of NAME SCRIPT: SCRIPT's TAP as lines of this one
	rc=0
	sh "$2" >"$BUILD/check/$1.tap" 2>"$BUILD/check/$1.err" || rc=$?
	lines=0 notok=0
	while read -r line; do
		case $line in
		"ok "*" # SKIP "*) tap skip "$1: ${line#ok * - }" ;;
		"ok "*) tap ok "$1: ${line#ok * - }" ;;
		"not ok "*) tap "not ok" "$1: ${line#not ok * - }"; notok=1 ;;
		*) continue ;;
		esac
		lines=$((lines + 1))
	done <"$BUILD/check/$1.tap"
	plan=$(sed -n 's/^1\.\.\([0-9][0-9]*\)$/\1/p' "$BUILD/check/$1.tap" | tail -1)
	if [ -z "$plan" ] || [ "$plan" != "$lines" ]; then
		tap "not ok" "$1: plan ${plan:-missing} for $lines results ($2, exit $rc: $(head -c 200 "$BUILD/check/$1.err"))"
	elif [ "$rc" != 0 ] && [ "$notok" = 0 ]; then
		tap "not ok" "$1: $2 exited $rc with no failing line: $(head -c 200 "$BUILD/check/$1.err")"
	fi
}
tap_of console-scan qemu/host/check-console-scan.sh
tap_of judge qemu/host/check-judge.sh
# one result a fixture at least: a fixture that vanished from the TAP fails
fixtures=$(cd qemu/host/judge-fixtures && ls -d */ | grep -vcx 'tests/')
[ "${plan:-0}" -ge "$fixtures" ] ||
	tap "not ok" "judge: $plan results for $fixtures fixtures in qemu/host/judge-fixtures"
# make compare's committed run judged again: REPORT.md must be its rendering
tap_of rejudge qemu/host/rejudge.sh
for k in ${ALL_KERNELS:-}; do
	case " $* " in *" $k "*) ;; *) tap skip "$k # SKIP not in CHECK_KERNELS: none of its checks ran" ;; esac
done
# The boots of make compare, if it booted these very kernels with these
# very guest jobs (qemu/host/run-inputs.sh): judged again, not rebooted.
run=$BUILD/check
if [ "$(cat $BUILD/compare/inputs 2>/dev/null)" = "$(sh qemu/host/run-inputs.sh "$@")" ]; then
	run=$BUILD/compare
	echo "# boots: make compare's run in $run has the same inputs: judged, not booted again"
else
	sh qemu/host/timed.sh boots sh qemu/host/boot-tests.sh $BUILD/check "$@"
fi
echo "$run" >$BUILD/check/run
for k in "$@"; do sed "s/^/# $k boot /" "$run/$k/verdicts"; done
for k in "$@"; do
	out=$run/$k
	TAP_START=$n JUDGE_PEERS=$run sh qemu/host/judge.sh "$k" "$out" compare-tests >"$out/tap"
	grep -v '^# counts:' "$out/tap"
	set -- $(sed -n 's/^# counts: //p' "$out/tap") "$@"
	passed=$((passed + $1)) failed=$((failed + $2)) skipped=$((skipped + $3))
	xfail=$((xfail + $4)) n=$5
	shift 5
	sh qemu/host/console-excerpt.sh "$out/console.log" | sed "s/^/# $k console: /"
done
# (a run make compare left keeps its own table)
[ "$run" != $BUILD/check ] || sh qemu/host/times.sh "$run" "$@" >"$run/times.md"
sed 's/^/# /' "$run/times.md" 2>/dev/null || true
printf 'end\t0\t%s\n' "$(date +%s)" >>$BUILD/times.tsv
echo "1..$((n - 1))"
echo "# $xfail of the passes are expected failures: positive controls failing as they must, A's semantics absent elsewhere"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
