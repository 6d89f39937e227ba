#!/bin/sh
# times.sh RUNDIR KERNEL...: where the time of make compare or make check
# went.  Steps from build/times.tsv (qemu/host/timed.sh: packages, source,
# each kernel's build, the boots, judging), the latest record of each,
# then each boot's own time from RUNDIR/KERNEL/verdicts, and the total
# since the latest packages step (where make compare and make check
# start).  Boots run BOOT_PARALLEL at a time, so they add up to more than
# the boots' step.  A markdown table under a heading, for the report.
set -eu
run=$1
shift
echo "## Where the time went ($(nproc) CPUs, boots ${BOOT_PARALLEL:-$((2 * $(nproc)))} at a time)"
echo
echo "| step | seconds |"
echo "|---|---|"
# the steps since the latest packages step, each its latest time
[ ! -f build/times.tsv ] ||
	awk -F'\t' -v now="$(date +%s)" '$1 == "packages" { start = $3 }
		{ step[NR] = $1; secs[NR] = $2; at[NR] = $3 }
		END {
			if (start) printf "| total, from the packages step | %d |\n", now - start
			for (i = 1; i <= NR; i++) if (at[i] >= start) { if (!(step[i] in t)) order[++n] = step[i]; t[step[i]] = secs[i] }
			for (i = 1; i <= n; i++) printf "| %s | %s |\n", order[i], t[order[i]]
		}' build/times.tsv
for k in "$@"; do
	sed -n 's/^\([^:]*\): .* in \([0-9]*\) s.*/\1 \2/p' "$run/$k/verdicts" 2>/dev/null |
		while read -r b s; do echo "| boot $k $b | $s |"; done
done
