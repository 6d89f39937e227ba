#!/bin/sh
# make selftest-repeat: the series' selftest (proc-netns) RUNS (20) times
# in a row in one boot of each kernel (qemu/guest/job-selftest-repeat.sh),
# judged whole: every run must pass every case, the same cases each time,
# on A and on A-default (whose own /proc has no net=link: the test mounts
# the instances it needs).  A boot counts
# only as a whole, clean boot of this repository's build (provenance.sh,
# console-scan.sh, taint 0, lockdep on).  Writes SELFTEST_REPEAT_OUT
# (build/selftest-repeat)/KERNEL/ and selftest-repeat.md; prints TAP.
#   selftest-repeat.sh KERNEL...    selftest-repeat.sh -r KERNEL... judges again
set -eu
. qemu/host/settings.sh
out=${SELFTEST_REPEAT_OUT:-$BUILD/selftest-repeat}
runs=${RUNS:-20}
rejudge=0
[ "${1:-}" != -r ] || { rejudge=1; shift; }
[ $rejudge = 1 ] || { rm -rf "$out"; mkdir -p "$out"; echo "$*" >"$out/kernels"; }
cat >"$out/selftest-repeat.md" <<'EOF2'
## The selftest, run again and again in one boot (make selftest-repeat)

tools/testing/selftests/proc/proc-netns (patch 16) run back to back in
one boot, as a developer reruns it. Each run must pass every case, the
same cases each time, on A and on A-default (the test mounts the procfs
instances it needs, so /proc's own options do not matter). A boot counts
only if provenance.sh ties it to this repository's patches, jobs and
suite, and its console is whole and clean.

| kernel | runs | cases a run | passed | skipped | failed | exits | verdict |
|---|---|---|---|---|---|---|---|
EOF2
# the suite's cases, as kselftest_harness names them (FIXTURE.NAME, or
# global.NAME for a TEST()), in the order the series' patches add them
suite=$(sed -n 's/^+TEST_F[A-Z_]*(\([a-z0-9_]*\), *\([a-z0-9_]*\).*/\1.\2/p; s/^+TEST[A-Z_]*(\([a-z0-9_]*\)[,)].*/global.\1/p' \
	$(sed 's|^|series-netns-id/|' series-netns-id/series) | tr '\n' ' ' | sed 's/ $//')
i=0 status=0
for k in "$@"; do
	i=$((i + 1))
	if [ $rejudge = 0 ]; then
		echo "RUNS=$runs" >"$out/$k.params"
		sh qemu/host/run.sh "$BUILD/${k%-default}/bzImage" "$BUILD/$k/initramfs.cpio" \
			"$out/$k" "${BOOT_TIMEOUT:-240}" "$out/$k.params" qemu/guest/job-selftest-repeat.sh \
			>"$out/$k.log" 2>&1 || true
	fi
	log=$out/$k/output.log con=$out/$k/console.log
	verdict=$(cat "$out/$k/verdict" 2>/dev/null || echo "no verdict")
	why=""
	case $verdict in completed*) ;; *) why="; $verdict" ;; esac
	end=$(tail -3 "$log" 2>/dev/null | tr '\n' '|')
	[ "$end" = "# tainted: 0|# debug_locks: 1|guest: job done rc=0|" ] ||
		why="$why; the log does not end with tainted 0, debug_locks 1, job done rc=0"
	grep -a -q 'guest: end of boot, job rc=0' "$con" 2>/dev/null || why="$why; console not whole"
	scan=$(sh qemu/host/console-scan.sh "$con" 2>/dev/null | head -1 | tr '\t' ' ')
	[ -z "$scan" ] || why="$why; console: $scan"
	prov=$(PROVENANCE_PEERS=$out sh qemu/host/provenance.sh check "$k" test compare-tests "$out/$k" 2>&1 | cut -f2- | paste -sd';' -)
	[ -z "$prov" ] || why="$why; provenance: $prov"
	# the limit and the job make selftest-repeat gives every boot
	t=$(sed -n 's/^timeout //p' "$out/$k/manifest" 2>/dev/null)
	[ "$t" = "${BOOT_TIMEOUT:-240}" ] || why="$why; a limit of ${t:-no} s, where make selftest-repeat gives ${BOOT_TIMEOUT:-240}"
	[ "$(sed -n 's/^job //p' "$out/$k/manifest" 2>/dev/null)" = "$(printf 'RUNS=%s\n' "$runs" | cat - qemu/guest/job-selftest-repeat.sh | sha256sum | cut -d' ' -f1)" ] ||
		why="$why; its job is not qemu/guest/job-selftest-repeat.sh for $runs runs"
	# the kernel the guest says it ran, by name and release (A-default
	# boots A's build)
	gk=$(sed -n 's/^guest: kernel \([^ ]*\) name \([^ ,]*\),.*/\1 \2/p' "$log" 2>/dev/null)
	case $gk in
	*-"${k%-default}"" $k") ;;
	*) why="$why; the guest ran ${gk:-no \"guest: kernel\" line}, not $k" ;;
	esac
	want_rc=0 opts=net=link; [ "$k" != A-default ] || opts=""
	grep -q "^# proc: proc /proc proc [^ ]*${opts:+[ ,]$opts[, ]}" "$log" 2>/dev/null &&
		{ [ -n "$opts" ] || ! grep -q '^# proc: .*net=link' "$log"; } ||
		why="$why; /proc not mounted ${opts:-without net=link}"
	# each run's own TAP, in one pass: a whole stream (qemu/host/tap.awk)
	# whose cases are the suite's, by name and in its order (the TEST_F()s
	# patch 16 adds), every one passed, and its exit status 0
	res=$(awk -v runs="$runs" -v want="$want_rc" -v suite="$suite" "$(cat qemu/host/tap.awk)"'
	function bad(s) { if (why == "") why = s }
	function run_end(   w) {
		w = tap_end()
		if (w != "") bad("run " r ": " w)
		else if (tap_skipall != "") bad("run " r ": skipped as a whole: " tap_skipall)
		else if (tap_killed) bad("run " r ": " tap_kill)
		if (tap_names != suite) bad("run " r ": cases \"" substr(tap_names, 1, 80) "\", not the suite'"'"'s \"" substr(suite, 1, 80) "\"")
		P += tap_pass; S += tap_skip; F += tap_fail
		if (cases == "") cases = tap_cases
	}
	/^# runs: / { if (stated != "") bad("\"# runs:\" twice"); stated = $3; next }
	/^# run: [0-9]+$/ {
		if (open) bad("run " r " has no run-exit")
		if ($3 != r + 1) bad("run " $3 " out of order")
		r = $3; open = 1; tap_begin(); next
	}
	/^# run-exit: / {
		if ($3 != r || !open) bad("run-exit " $3 " outside run " r)
		open = 0
		exits[$4]++; done++
		if ($4 != want) bad("run " r " exited " $4)
		run_end(); next
	}
	open && sub(/^#   \| /, "") { tap_line($0); next }
	# the harness prints only inside a run, each line behind its prefix
	/^((not )?ok [0-9]+|1\.\.[0-9]+|Bail out!|#   \| )/ { bad("TAP outside a run'"'"'s own lines: " $0); next }
	# anything else the job prints is its own line, stated once
	/^# proc: / { if (++nproc > 1) bad("\"# proc:\" twice"); next }
	END {
		if (open) bad("run " r " has no run-exit")
		if (stated != runs) bad("the guest ran " stated " runs, not " runs)
		if (done != runs) bad(done + 0 " runs reported, not " runs)
		if (F || S || !P) bad(F " failed, " S " skipped or XFAIL")
		e = ""; for (x in exits) e = e (e == "" ? "" : " ") exits[x] "x" x
		printf "%s\t%s\t%d\t%d\t%d\t%s\t%s\n", done + 0, cases, P, S, F, e, why
	}' "$log" 2>/dev/null || printf '0\t\t0\t0\t0\t\tno output.log')
	IFS='	' read -r done cases p s f exits rwhy <<EOF2
$res
EOF2
	[ -z "$rwhy" ] || why="$why; $rwhy"
	# each run is a process of its own, which the kernel names as it
	# drops the caches (netns.masked_file_stays): one new PID a run,
	# in the order the runs were made (a run's output may repeat
	# another's line for line; its PID cannot)
	pids=$(sed -n 's/.*\] proc-netns (\([0-9]*\)): drop_caches: .*/\1/p' "$con" 2>/dev/null | uniq)
	# ... with the value patch 16's selftest writes, once a run at least
	dc=$(sh qemu/host/drop-caches.sh series-netns-id/0016-selftests-proc-add-a-test-for-proc-netns-ID.patch proc-netns "$con" "$runs")
	[ -z "$dc" ] || why="$why; $dc"
	[ "$(printf '%s\n' $pids | grep -c .)" = "$runs" ] ||
		why="$why; the console names $(printf '%s\n' $pids | grep -c .) proc-netns processes dropping caches, not one for each of $runs runs"
	printf '%s\n' $pids | sort -n -c 2>/dev/null ||
		why="$why; the console's proc-netns PIDs do not grow run by run: $(echo $pids)"
	# ... and the refusal netns.mount_option provokes once a run (net=dir
	# on remount of a net=link instance), the kernel logged every run
	nref=$(LC_ALL=C grep -a -c 'proc: net= cannot be changed on remount' "$con" 2>/dev/null || true)
	[ "$nref" = "$runs" ] ||
		why="$why; the console logs $nref refusals to change net= on remount, one for each of $runs runs expected"
	# ... and far enough apart for a run's work: the harness forks each
	# case, so a run takes at least as many PIDs as it has cases
	gap=$(printf '%s\n' $pids | awk 'NR > 1 && (g == "" || $1 - p < g) { g = $1 - p } { p = $1 } END { print g }')
	[ -z "$gap" ] || [ -z "$cases" ] || [ "$gap" -ge "$cases" ] ||
		why="$why; two runs' proc-netns PIDs only $gap apart: fewer processes than the $cases cases a run forks"
	echo "| $k | $done | ${cases:-?} | $p | $s | $f | ${exits:-none} | $verdict |" >>"$out/selftest-repeat.md"
	if [ -z "$why" ]; then
		echo "ok $i - $k: $done runs of $cases cases, $p passed, $s skipped, exits $exits"
	else
		echo "not ok $i - $k: ${why#; }"
		status=1
	fi
done
case " $* " in *" A "*) ;; *) i=$((i + 1)); echo "not ok $i - A not judged"; status=1 ;; esac
echo "1..$i"
{ echo; echo "make selftest-repeat: $([ $status = 0 ] && echo passed || echo failed) ($i kernels, $runs runs each); the boots were $(sh qemu/host/provenance.sh stamp $(for k in "$@"; do echo "$out/$k"; done))."; } >>"$out/selftest-repeat.md"
if [ $rejudge = 0 ] && [ -d $BUILD/compare ]; then cp "$out/selftest-repeat.md" $BUILD/compare/; fi
exit $status
