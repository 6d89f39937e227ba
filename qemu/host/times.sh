#!/bin/sh
# times.sh RUNDIR KERNEL...: where the time of make compare or make check
# went.  Steps from build/times.tsv (qemu/host/timed.sh: packages, source,
# each kernel's build, the boots, judging), the latest record of each,
# then each boot's own time from RUNDIR/KERNEL/verdicts.  Boots run
# BOOT_PARALLEL at a time, so they add up to more than the boots' step.
set -eu
run=$1
shift
echo "| step | seconds |"
echo "|---|---|"
[ ! -f build/times.tsv ] ||
	awk -F'\t' '!($1 in t) { order[++n] = $1 } { t[$1] = $2 }
		END { for (i = 1; i <= n; i++) printf "| %s | %s |\n", order[i], t[order[i]] }' build/times.tsv
for k in "$@"; do
	sed -n 's/^\([^:]*\): .* in \([0-9]*\) s.*/\1 \2/p' "$run/$k/verdicts" 2>/dev/null |
		while read -r b s; do echo "| boot $k $b | $s |"; done
done
