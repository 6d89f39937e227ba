#!/bin/sh
# make race: boot each kernel's smp flavour on two vCPUs, one after the
# other, with qemu/guest/job-race.sh, and judge the race test's run.  A
# run counts only with two CPUs, /proc mounted net=link, stats and cache
# drops done and no other error.  Then A and A-evict must see no ENOENT
# and pass; A-evict-enoent, the positive control, must see ENOENT and
# fail.  No kernel may leave a report (lockdep, warning, taint) on its
# console.  Writes RACE_OUT (build/race)/KERNEL/ and race.md (copied into
# build/compare for the report); prints TAP.
#   race.sh KERNEL...      race.sh -r KERNEL... judges the boots in RACE_OUT again
set -eu
. qemu/host/settings.sh
out=${RACE_OUT:-$BUILD/race}
rejudge=0
[ "${1:-}" != -r ] || { rejudge=1; shift; }
[ $rejudge = 1 ] || { rm -rf "$out"; mkdir -p "$out"; echo "$*" >"$out/kernels"; }	# in order, for make report
i=0 status=0
kernels=" $* "
# One record per kernel (kernel, boot, check, expected, measured as
# key=value pairs between US (\037) characters, verdict, note): race.md's table and the report's rows are
# rendered from them, never read back from the table.
records=$out/records.tsv
: >"$records"
record() {	# record KERNEL EXPECTED MEASURED VERDICT NOTE
	printf '%s\trace\trace-net-link-rcu\t%s\t%s\t%s\t%s\n' "$@" | tr -d '\r' >>"$records"
}
seen=""	# each kernel's counts, to find one copied from another
for k in "$@"; do
	i=$((i + 1))
	[ $rejudge = 1 ] ||
		QEMU_SMP=2 sh qemu/host/run.sh "$BUILD/$k/smp/bzImage" $BUILD/A/initramfs.cpio \
			"$out/$k" "${BOOT_TIMEOUT:-240}" qemu/guest/job-race.sh >"$out/$k.log" 2>&1 || true
	log=$out/$k/output.log con=$out/$k/console.log
	why=""
	# QEMU ended by itself after the job: a guest that hung (even after
	# "job done") or a missing verdict is no run
	verdict=$(cat "$out/$k/verdict" 2>/dev/null || echo "no verdict")
	case $verdict in completed*) ;; *) why="$why; $verdict" ;; esac
	# the guest writes plain lines (ttyS1 is -onlcr); a CR means a log
	# from elsewhere
	! grep -q "$(printf '\r')" "$log" 2>/dev/null || why="$why; output.log has CR line ends"
	# every key once: otherwise the first of two conflicting values counts
	twice=$(awk '{ k = "" } /^# (cpus|proc|test|measured|exit|tainted|debug_locks): / { k = $1 " " $2 }
		/^guest: (kernel|job done)/ { k = $1 " " $2 }
		k != "" && ++n[k] == 2 { print k }' "$log" 2>/dev/null | tr '\n' ';' | sed 's/;$//')
	[ -z "$twice" ] || why="$why; reported more than once: $twice"
	# the job ran to its end: the taint and lockdep snapshot, then init's marker
	end=$(tail -3 "$log" 2>/dev/null | tr '\n' '|')
	[ "$end" = "# tainted: 0|# debug_locks: 1|guest: job done rc=0|" ] ||
		why="$why; the log does not end with tainted 0, debug_locks 1, job done rc=0: $end"
	cpus=$(sed -n 's/^# cpus: //p' "$log" 2>/dev/null || true)
	netlink=$(grep -c '^# proc: proc /proc proc [^ ]*[ ,]net=link[, ]' "$log" 2>/dev/null || true)
	# the test's own line: between its "# test:" and its "# exit:"
	m=$(sed -n '/^# test: race-net-link-rcu$/,/^# exit: race-net-link-rcu /s/^# measured: //p' "$log" 2>/dev/null || true)
	rc=$(sed -n 's/^# exit: race-net-link-rcu \([0-9][0-9]*\)$/\1/p' "$log" 2>/dev/null || true)
	secs=$(sed -n 's/^#define SECONDS[[:space:]]*\([0-9][0-9]*\).*/\1/p' compare-tests/race/race-net-link-rcu.c)
	set -- $(printf '%s\n' "$m" | sed -n "s|^2 CPUs; \([0-9][0-9]*\) stats of /proc/PID/net/dev against \([0-9][0-9]*\) cache drops in $secs s: \([0-9][0-9]*\) ENOENT, \([0-9][0-9]*\) other errors\$|\1 \2 \3 \4|p") x x x x
	stats=$1 drops=$2 enoent=$3 other=$4
	case "$stats$drops$enoent$other" in *x*) stats=0 drops=0 enoent=0 other=1 why="$why; measured line malformed: ${m:-none}" ;; esac
	# the whole console (init's end marker), read as text whatever bytes
	# it holds (grep -a), with no report; that it is one boot of this
	# kernel's build is provenance.sh's check below
	version=$(sed -n 's/^guest: kernel \([^ ]*\) .*/\1/p' "$log" 2>/dev/null || true)
	# every kernel boots A's initramfs (make race): the guest names it
	name=$(sed -n 's/^guest: kernel [^ ]* name \([^ ,]*\),.*/\1/p' "$log" 2>/dev/null || true)
	[ "$name" = A ] || why="$why; the guest ran initramfs ${name:-?}, not A's"
	# a failed expectation prints its operand's value: it must be the
	# value the measured line reports
	bad=$(sed -n 's/^# race\/race-net-link-rcu\.c:[0-9]*:live_task_net_never_enoent:Expected \([a-z]*\) (\([0-9]*\)).*/\1 \2/p' "$log" 2>/dev/null |
		while read -r var val; do
			case $var in cpus) have=$cpus ;; drops) have=$drops ;; enoent) have=$enoent ;; other) have=$other ;; *) continue ;; esac
			[ "$val" = "$have" ] || echo "its failed expectation says $var was $val, its measured line $have"
		done | paste -sd';' -)
	[ -z "$bad" ] || why="$why; $bad"
	# two boots of a 20 s race never count their stats and drops within a
	# percent of each other's both (real ones differ by a tenth and more)
	near=$(printf '%s\n' $seen | awk -F/ -v s="$stats" -v d="$drops" '
		$1 != "" && (s - $1) ^ 2 <= ($1 / 100) ^ 2 && (d - $2) ^ 2 <= ($2 / 100) ^ 2 { print $0; exit }')
	[ -z "$near" ] || why="$why; $stats stats and $drops drops, within a percent of another kernel's boot's $near (a copy)"
	seen="$seen $stats/$drops"
	grep -a -q 'guest: end of boot, job rc=0' "$con" 2>/dev/null || why="$why; console: no \"guest: end of boot\" (missing or truncated)"
	grep -a -q 'smp: Brought up 1 node, 2 CPUs' "$con" 2>/dev/null || why="$why; console: not 2 CPUs brought up"
	reports=$( { sh qemu/host/console-scan.sh "$con" | tr '\t' ' '
		grep -a -e 'Tainted: ' -e 'Disabling lock debugging' "$con"; } 2>/dev/null | head -1 | tr -d '\r' || true)
	[ -z "$reports" ] || why="$why; console: $reports"
	# where the boot came from, held to this repository (qemu/host/provenance.sh)
	prov=$(PROVENANCE_PEERS=$out sh qemu/host/provenance.sh check "$k" smp compare-tests "$out/$k" 2>&1 | cut -f2- | paste -sd';' - || true)
	[ -z "$prov" ] || why="$why; provenance: $prov"
	# the limit and the job make race gives every boot
	t=$(sed -n 's/^timeout //p' "$out/$k/manifest" 2>/dev/null)
	[ "$t" = "${BOOT_TIMEOUT:-240}" ] || why="$why; a limit of ${t:-no} s, where make race gives ${BOOT_TIMEOUT:-240}"
	[ "$(sed -n 's/^job //p' "$out/$k/manifest" 2>/dev/null)" = "$(sha256sum <qemu/guest/job-race.sh | cut -d' ' -f1)" ] ||
		why="$why; its job is not qemu/guest/job-race.sh"
	# the test ran once, with one TAP result under its plan, on the CPUs the guest had
	[ "$(grep -c '^# test: race-net-link-rcu$' "$log" 2>/dev/null)" = 1 ] || why="$why; not one \"# test: race-net-link-rcu\" line"
	# its TAP stream whole (qemu/host/tap.awk): one case, ended by the
	# test itself (a harness timeout is no ENOENT seen)
	tap=$(awk "$(cat qemu/host/tap.awk)"'
		/^# test: / { t = 1; tap_begin(); next }
		/^# exit: / { t = 0; next }
		t { tap_line($0); next }
		/^((not )?ok [0-9]+|1\.\.[0-9]+|Bail out!)/ && stray == "" { stray = $0 }
		END { w = tap_end(); if (w == "" && tap_killed) w = tap_kill
			if (w == "" && tap_names != "global.live_task_net_never_enoent") w = "cases \"" tap_names "\""
			if (w == "" && stray != "") w = "outside the test: " stray
			print w }' "$log" 2>/dev/null || echo "no output.log")
	[ -z "$tap" ] || why="$why; TAP stream: $tap"
	online=$(sed -n 's/^guest: cpus online //p' "$log" 2>/dev/null || true)
	[ "$online" = "$cpus" ] || why="$why; the test counted ${cpus:-no} CPUs, the guest had ${online:-?} online"
	# the test's own TAP result agrees with its exit status
	case $rc in
	0) grep -q '^ok 1 global.live_task_net_never_enoent$' "$log" 2>/dev/null || why="$why; exit 0 but the test did not report ok" ;;
	1) grep -q '^not ok 1 global.live_task_net_never_enoent$' "$log" 2>/dev/null || why="$why; exit 1 but the test did not report not ok" ;;
	*) why="$why; exit ${rc:-none} (not the test's own 0 or 1)" ;;
	esac
	[ "$cpus" = 2 ] || why="$why; ${cpus:-no} CPUs"
	[ "$netlink" = 1 ] || why="$why; /proc not mounted net=link"
	# the work the verdict rests on: the stated seconds, at a floor of
	# 100 stats and 10 drops a second (a TCG guest does some 7000 and
	# 3000), in a boot that lasted at least that long by the host's clock
	[ "$stats" -ge $((100 * secs)) ] || why="$why; $stats stats in $secs s, under $((100 * secs))"
	[ "$drops" -ge $((10 * secs)) ] || why="$why; $drops cache drops in $secs s, under $((10 * secs))"
	# a failed stat is one of the stats made
	[ $((enoent + other)) -le "$stats" ] || why="$why; $enoent ENOENT and $other other errors in $stats stats"
	# the kernel logs the drops until the test's first write, 4, stops it:
	# drops the test counts are ones the console saw begin, with its value
	if [ "$drops" != 0 ]; then
		dc=$(sh qemu/host/drop-caches.sh compare-tests/race/race-net-link-rcu.c race-net-link-rcu "$con")
		[ -z "$dc" ] || why="$why; $drops cache drops counted, but $dc"
	fi
	# ... and a ceiling, some five times what a TCG guest does (7400
	# stats and 3000 drops a second), so that no count a guest could not
	# have made stands
	[ "$stats" -le $((40000 * secs)) ] || why="$why; $stats stats in $secs s, over $((40000 * secs))"
	[ "$drops" -le $((15000 * secs)) ] || why="$why; $drops cache drops in $secs s, over $((15000 * secs))"
	# ... and by the guest's own clock: from init to the end of boot (the
	# console's stamps are each CPU's sched_clock, the test's seconds
	# CLOCK_MONOTONIC: on two TCG vCPUs they part by a few hundredths)
	clock=$(sh qemu/host/console-clock.sh "$con")
	awk -v i="${clock% *}" -v e="${clock#* }" -v s="$secs" 'BEGIN { exit !(i != "-" && e != "-" && e - i >= s * 0.95) }' ||
		why="$why; the console's clock ran ${clock% *} to ${clock#* } s from init to the end of boot, under the $secs s the test states"
	boot_s=$(printf '%s\n' "$verdict" | sed -n 's/^completed in \([0-9][0-9]*\) s$/\1/p')
	[ "${boot_s:-0}" -ge "$secs" ] || why="$why; the boot took ${boot_s:-?} s, under the $secs s the test states"
	[ "$other" -eq 0 ] || why="$why; $other other errors"
	measured=$(printf 'cpus=%s\037stats=%s\037drops=%s\037seconds=%s\037enoent=%s\037other=%s\037exit=%s' "${cpus:-?}" "$stats" "$drops" "$secs" "$enoent" "$other" "${rc:-none}")
	if [ -n "$why" ]; then
		echo "not ok $i - $k: not a valid run: ${why#; }, $verdict, kernel ${version:-?}, ${cpus:-?} CPUs, net=link $netlink, ${m:-no measurement}" | tr '\n' ' '; echo
		record "$k" "a valid run" "$measured" "not ok" "$verdict; ${why#; }"
		status=1
	else
		# the positive control must see ENOENT and fail, the others neither
		case $k in
		*-enoent) role=" (positive control)" want="ENOENT and exit 1" want_rc=1 hit=$((enoent > 0)) want_keys="enoent>0 exit=1" ;;
		*) role="" want="no ENOENT and exit 0" want_rc=0 hit=$((enoent == 0)) want_keys="enoent=0 exit=0" ;;
		esac
		if [ $hit = 1 ] && [ "$rc" = $want_rc ]; then
			echo "ok $i - $k$role: exit $rc: $m"
			record "$k" "$want_keys" "$measured" ok "$verdict$role"
		else
			echo "not ok $i - $k$role: wants $want, got exit $rc: $m"
			record "$k" "$want_keys" "$measured" "not ok" "$verdict$role"
			status=1
		fi
	fi
done
# the verdict stands only beside a positive control that failed and a kernel that passed
case $kernels in *"-enoent "*) ;; *) i=$((i + 1)); echo "not ok $i - no positive control (a KERNEL-enoent) judged"; status=1 ;; esac
for k in $(make -s --no-print-directory print-RACE_KERNELS); do
	case $kernels in *" $k "*) ;; *) i=$((i + 1)); echo "not ok $i - $k not judged (make race's RACE_KERNELS)"; status=1 ;; esac
done
echo "1..$i"
# race.md: the records as a table
{
	cat <<'EOF2'
## Race: /proc/PID/net in RCU-walk, two vCPUs (make race)

compare-tests/race/race-net-link-rcu stats /proc/CHILD/net/dev of a live
child on one vCPU while the other drops the dcache and icache, on the
`smp` flavour (ACPI lists both vCPUs). A-evict is A with 6.1's eviction
put back (the inode's pid cleared under an RCU walker), A-evict-enoent
adds v2's link on top, which answers ENOENT in RCU-walk: the positive
control, which must see ENOENT. A and A-evict must not.
A boot counts only if its manifest names the series' patches, the guest
jobs and the suite's sources as this repository has them
(qemu/host/provenance.sh): a later change to any of them fails it here,
so a table that passes is one of the final tree.

EOF2
	awk -F'\t' 'BEGIN { print "| kernel | CPUs | stats | cache drops | seconds | ENOENT | other errors | exit | expected | verdict |"
		print "|---|---|---|---|---|---|---|---|---|---|" }
	{	n = split($5, kv, "\037"); split("", v)
		for (j = 1; j <= n; j++) { e = index(kv[j], "="); v[substr(kv[j], 1, e - 1)] = substr(kv[j], e + 1) }
		note = $7; if (length(note) > 100) note = substr(note, 1, 97) "..."
		printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s: %s |\n", $1, v["cpus"], v["stats"], v["drops"],
			v["seconds"], v["enoent"], v["other"], v["exit"], $4, $6, note }' "$records"
	echo
	echo "make race: $([ $status = 0 ] && echo passed || echo failed) ($i kernels); the boots were $(sh qemu/host/provenance.sh stamp $(for k in $kernels; do echo "$out/$k"; done))."
} >"$out/race.md"
if [ $rejudge = 0 ] && [ -d $BUILD/compare ]; then cp "$out/race.md" $BUILD/compare/; cp "$records" $BUILD/compare/race.tsv; fi
exit $status
