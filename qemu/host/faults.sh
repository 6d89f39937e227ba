#!/bin/sh
# make faults: boot each kernel's debug flavour with qemu/guest/job-faults.sh,
# all at once, and judge what it printed.   faults.sh KERNEL...
# A-default boots A's kernel; a kernel named *-broken is a positive
# control (an error path broken on purpose) and passes only if the judge
# fails it.  Writes FAULTS_OUT (build/faults)/KERNEL/ and faults.md, copies
# faults.md into build/compare for the report, and prints TAP.
# faults.sh -r KERNEL... judges the boots already in FAULTS_OUT again.
set -eu
out=${FAULTS_OUT:-build/faults}
job=qemu/guest/job-faults.sh
rejudge=0
[ "${1:-}" != -r ] || { rejudge=1; shift; }
[ $rejudge = 1 ] || { rm -rf "$out"; mkdir -p "$out"; }
for k in "$@"; do
	[ $rejudge = 0 ] || continue
	image=build/${k%-default}/debug/bzImage
	initramfs=build/$k/initramfs.cpio
	# the job reads no kernel name: A's initramfs serves its broken copy
	[ -f "$initramfs" ] || initramfs=build/${k%-broken}/initramfs.cpio
	sh qemu/host/run.sh "$image" "$initramfs" "$out/$k" "${FAULTS_TIMEOUT:-1800}" "$job" \
		>"$out/$k.log" 2>&1 &
done
wait

# judge DIR: the table rows of one boot on stdout, one line per broken
# rule in DIR/problems
judge() {
	console_forced=$(grep -c 'FAULT_INJECTION: forcing a failure' "$1/console.log" || true)
	# the allocation-failure warnings forced failures make are expected
	grep -f qemu/host/kernel-reports.grep "$1/console.log" |
		grep -v 'page allocation failure' >"$1/console-reports" || true
	awk -v k="$2" -v verdict="$(cat "$1/verdict")" -v console_forced="$console_forced" \
	    -v reports="$1/console-reports" -v problems="$1/problems" '
	function problem(s) { print s >problems; bad++ }
	function allowed(label, sites, res,   i, n, sa) {	# ENOMEM, 0, or an expect-errno
		if (res == "0" || res == "ENOMEM") return 1
		n = split(sites, sa, ",")
		for (i = 1; i <= ne; i++)
			if (err_label[i] == label && err_no[i] == res &&
			    (label == "every" || (n && sa[1] ~ err_re[i]))) return 1
		return 0
	}
	FILENAME != ARGV[ARGC - 1] {	# the job: its rounds and what it expects
		if (/^# expect-site: /) { site_label[++ns] = $3; site_re[ns] = $4; site_min[ns] = 1 }
		else if (/^# expect-count: /) { site_label[++ns] = $3; site_re[ns] = $4; site_min[ns] = $5 }
		else if (/^# expect-errno: every /) { err_label[++ne] = "every"; err_op[ne] = $4; err_no[ne] = $5 }
		else if (/^# expect-errno: /) { err_label[++ne] = $3; err_re[ne] = $4; err_no[ne] = $5 }
		else if (/^[a-z-]+ [a-z-]+ [a-z_]+ (nth|all|inum) [0-9]+$/) {
			order[++nop] = $1; desc[$1] = $2 " under " $3 ", " $4; rounds[$1] = ($4 == "nth" ? $5 : 1)
		}
		next
	}
	/^Bail out!/ { problem("fault-sweep: " $0) }
	/^# exit: / { if ($NF != 0) problem($0) }
	/^# fault: / {
		label = $3; sites = $5; sub(/^site=/, "", sites); res = $NF
		forced[label]++; if (sites != "?") named += split(sites, x, ",")
		site_list[label] = site_list[label] "," sites
		if (!index(shown[label], " " sites " ")) shown[label] = shown[label] " " sites " "
		got[label, res]++; if (!index(results[label], " " res " ")) results[label] = results[label] " " res " "
		if (!allowed(label, sites, res)) problem(label " " $4 " at " sites ": the caller got " res)
	}
	/^# fault-done: / { done[$3]++; if ($NF != "0") problem($0 ": the run with nothing failed did not succeed") }
	/^# fault-leaks: / {
		leaks[$3] = $5
		if ($5 != 0) problem("kmemleak after " $3 ": " $5 " unreferenced objects")
	}
	/^# fault-every: / {
		n = $4; sub(/^n=/, "", n); if (!(n in every)) every_order[++nev] = n
		line = $0; sub(/.*=> /, "", line)
		every[n] = every[n] (every[n] ? "; " : "") $3 ": " line
		for (i = 6; i <= NF; i += 2) {
			ok = ($i == "0" || $i == "ENOMEM")
			for (j = 1; j <= ne; j++) if (err_label[j] == "every" && err_op[j] == $3 && err_no[j] == $i) ok = 1
			if (!ok) problem("every " n ": " $3 " got " $i)
		}
	}
	/^# fault-every-exit: / { if ($NF != "exit") problem($0) }
	/^# measured: net_namespace objects / { churn = $0; sub(/^# measured: /, "", churn) }
	/^# faults: tainted / { tainted = $NF }
	END {
		if (verdict !~ /^completed/) problem("boot " verdict)
		if (tainted != "0") problem("tainted " (tainted == "" ? "unknown" : tainted))
		if (churn !~ /^net_namespace objects 1 at start, 1 after the churn .* 1 after dropping the dcache/)
			problem("namespace churn: " (churn == "" ? "not measured" : churn))
		while ((getline l < reports) > 0) problem("console: " l)
		if (console_forced < named) problem("console: " console_forced " forced failures, the guest saw " named)
		for (i = 1; i <= nop; i++) {
			label = order[i]
			if (!forced[label]) problem(label ": nothing was failed (" desc[label] ")")
			if (done[label] != rounds[label]) problem(label ": " done[label] + 0 " of " rounds[label] " sweeps finished")
			if (!(label in leaks)) problem(label ": no kmemleak scan")
			r = ""
			for (j = split(results[label], ra, " "); j >= 1; j--) r = r (r ? ", " : "") ra[j] " " got[label, ra[j]]
			sl = shown[label]; gsub(/^ | $/, "", sl); gsub(/  /, "; ", sl); gsub(/,/, ", ", sl)
			printf "| %s | %s | %s | %d | %s | %s | %s |\n", k, label, desc[label], forced[label], sl, r, leaks[label]
		}
		for (i = 1; i <= ns; i++) {
			found = 0
			m = split(site_list[site_label[i]], sa, ",")
			for (j = 1; j <= m; j++) if (sa[j] ~ site_re[i]) found++
			if (found < site_min[i])
				problem(site_label[i] ": " found " forced failures at " site_re[i] ", " site_min[i] " expected")
		}
		for (i = 1; i <= nev; i++) {
			n = every_order[i]
			printf "| %s | 1 allocation in %s failed | every operation, 10 times | | | %s | %s |\n", k, n, every[n], leaks["every-" n]
		}
		printf "| %s | namespace churn afterwards | | | | %s | |\n", k, churn
	}' "$job" "$1/output.log"
}

{
	echo "## Fault injection (make faults: debug kernels, KASAN and kmemleak)"
	echo
	echo "Allocations under the function (failslab's stacktrace filter) failed under the operation that reaches it: nth one at a time (fail-nth), all until one was needed, inum with the inode numbers steered onto one the IDA must allocate (qemu/guest/job-faults.sh); sites from the kernel's trace of each forced failure, ? for a __GFP_NOWARN allocation; the caller got 0 where the kernel fell back. Then 1 allocation in N of a task running every operation. Judged by qemu/host/faults.sh."
	echo
	echo "| kernel | round | operation, function, mode | failures forced | sites (CALLER<ALLOCATOR@PARENT) | caller got | kmemleak after |"
	echo "|---|---|---|---|---|---|---|"
} >"$out/faults.md"
n=0 failed=0
for k in "$@"; do
	: >"$out/$k/problems"
	judge "$out/$k" "$k" >>"$out/faults.md"
	n=$((n + 1))
	first=$(head -1 "$out/$k/problems")
	case $k in
	*-broken)
		if [ -n "$first" ]; then
			echo "ok $n - $k (positive control) fails: $first"
		else
			echo "not ok $n - $k (positive control) passed: the judge cannot see a broken error path"
			failed=1
		fi ;;
	*)
		if [ -z "$first" ]; then
			echo "ok $n - $k: every forced failure clean, no leak, no report, churn back to one net"
		else
			echo "not ok $n - $k: $(wc -l <"$out/$k/problems") problems"
			sed 's/^/#   /' "$out/$k/problems"
			failed=1
		fi ;;
	esac
done
echo "1..$n"
echo >>"$out/faults.md"
for k in "$@"; do
	echo "$k: $(cat "$out/$k/verdict"); judged $( [ -s "$out/$k/problems" ] && echo "failing: $(head -1 "$out/$k/problems")" || echo clean)." >>"$out/faults.md"
	echo >>"$out/faults.md"
done
[ -n "${FAULTS_OUT:-}" ] || [ ! -d build/compare ] || cp "$out/faults.md" build/compare/
exit $failed
