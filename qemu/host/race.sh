#!/bin/sh
# make race: boot each kernel's smp flavour on two vCPUs, one after the
# other, with qemu/guest/job-race.sh, and judge the race test's run.  A
# run counts only with two CPUs, /proc mounted net=link, stats and cache
# drops done and no other error.  Then A and A-evict must see no ENOENT
# and pass; A-evict-enoent, the positive control, must see ENOENT and
# fail.  No kernel may leave a report (lockdep, warning, taint) on its
# console.  Writes RACE_OUT (build/race)/KERNEL/ and race.md (copied into
# build/compare for the report); prints TAP.
#   race.sh KERNEL...
set -eu
out=${RACE_OUT:-build/race}
rm -rf "$out"
mkdir -p "$out"
i=0 status=0
cat >"$out/race.md" <<'EOF2'
## Race: /proc/PID/net in RCU-walk, two vCPUs (make race)

compare-tests/race/race-net-link-rcu stats /proc/CHILD/net/dev of a live
child on one vCPU while the other drops the dcache and icache, on the
`smp` flavour (ACPI lists both vCPUs). A-evict is A with 6.1's eviction
put back (the inode's pid cleared under an RCU walker), A-evict-enoent
adds v2's link on top, which answers ENOENT in RCU-walk: the positive
control, which must see ENOENT. A and A-evict must not.

| kernel | CPUs | measured | exit | verdict |
|---|---|---|---|---|
EOF2
for k in "$@"; do
	i=$((i + 1))
	QEMU_SMP=2 sh qemu/host/run.sh "build/$k/smp/bzImage" build/A/initramfs.cpio \
		"$out/$k" "${BOOT_TIMEOUT:-240}" qemu/guest/job-race.sh >"$out/$k.log" 2>&1 || true
	log=$out/$k/output.log
	cpus=$(sed -n 's/^# cpus: //p' "$log" 2>/dev/null | tr -d '\r')
	netlink=$(grep -c '^# proc: .*net=link' "$log" 2>/dev/null || true)
	m=$(sed -n 's/^# measured: //p' "$log" 2>/dev/null | tr -d '\r' | head -1)
	rc=$(sed -n 's/^# exit: race-net-link-rcu //p' "$log" 2>/dev/null | tr -d '\r')
	# "2 CPUs; S stats of /proc/PID/net/dev against D cache drops in T s: E ENOENT, O other errors"
	set -- $(echo "$m" | sed -n 's/^[0-9]* CPUs*; \([0-9]*\) stats .* against \([0-9]*\) cache drops in [0-9]* s: \([0-9]*\) ENOENT, \([0-9]*\) other errors$/\1 \2 \3 \4/p') "" "" "" ""
	stats=$1 drops=$2 enoent=$3 other=$4
	reports=$(grep -f qemu/host/kernel-reports.grep "$out/$k/console.log" 2>/dev/null | head -1 || true)
	verdict=$(cat "$out/$k/verdict" 2>/dev/null || echo "no verdict")
	echo "| $k | ${cpus:-?} | ${m:-none} | ${rc:-none} | $verdict |" >>"$out/race.md"
	if [ "$cpus" != 2 ] || [ "$netlink" = 0 ] || [ -z "$stats" ] || [ "$stats" = 0 ] ||
	   [ "$drops" = 0 ] || [ "$other" != 0 ] || [ -n "$reports" ]; then
		echo "not ok $i - $k: not a valid run: $verdict, ${cpus:-?} CPUs, net=link $netlink, ${m:-no measurement}${reports:+, console: $reports}"
		status=1
	else
		case $k in
		*-enoent)
			if [ "$enoent" -gt 0 ] && [ "$rc" != 0 ]; then
				echo "ok $i - $k (positive control) fails: $m"
			else
				echo "not ok $i - $k (positive control) passed: the run never hit the race: $m"
				status=1
			fi ;;
		*)
			if [ "$enoent" = 0 ] && [ "$rc" = 0 ]; then
				echo "ok $i - $k: $m"
			else
				echo "not ok $i - $k: exit $rc: $m"
				status=1
			fi ;;
		esac
	fi
done
echo "1..$i"
{ echo; echo "make race: $([ $status = 0 ] && echo passed || echo failed) ($i kernels)"; } >>"$out/race.md"
if [ -d build/compare ]; then cp "$out/race.md" build/compare/; fi
exit $status
