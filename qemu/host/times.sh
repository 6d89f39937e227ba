#!/bin/sh
# times.sh RUNDIR KERNEL...: where the time of make compare or make check
# went.  Steps from $BUILD/times.tsv (qemu/host/timed.sh: packages, source,
# each kernel's build, the boots, judging), each summed over its records
# with its CPU seconds where the step recorded them (make runs the
# packages step once per kernel, all but the first finding
# nothing to install), then each boot's own time from
# RUNDIR/KERNEL/verdicts, and the total from the first step of the run to
# its last.  Boots run BOOT_PARALLEL at a time, so they add up to more
# than the boots' step.  A markdown table under a heading, for the report,
# and its cells in RUNDIR/times.md.tsv (qemu/host/md-table.sh).
set -eu
. qemu/host/settings.sh
run=$1
shift
# RUNDIR/times.md.tsv: the table's cells, for report.json
cells=$run/times.md.tsv
how="$(nproc) CPUs, boots ${BOOT_PARALLEL:-$((2 * $(nproc)))} at a time"
: >"$cells"
sh qemu/host/md-table.sh -h "$cells" "times: Where the time went" "$how"
echo "## Where the time went ($how)"
echo
{
printf 'step\twall s\tCPU s (user + sys)\n'
# this run's steps: those of this make invocation (MAKE_RUN, which
# make compare's and make check's every step records), from its first
# prerequisite on; run alone, those after the last "end" record
# (compare.sh and check.sh write one when they are done), or once the run
# has ended, the run before that marker
[ ! -f "$BUILD/times.tsv" ] ||
	awk -F'\t' -v id="${MAKE_RUN:-}" '
		$1 == "end" { if (n) done = run; run = ""; n = 0; next }
		{ run = run $0 "\n"; n++ }
		id != "" && $5 == id { mine = mine $0 "\n" }
		END { printf "%s", mine != "" ? mine : n ? run : done }' "$BUILD/times.tsv" |
	# a make target's own record (qemu/host/timed.sh "target T", for make
	# help's costs) holds the steps inside it: not a step of its own here
	awk -F'\t' '$1 !~ /^target / { n++; step[n] = $1; secs[n] = $2; at[n] = $3; cpu[n] = $4 }
		END {
			for (i = 1; i <= n; i++) {
				if (i == 1 || at[i] < first) first = at[i]
				if (at[i] + secs[i] > last) last = at[i] + secs[i]
				if (!(step[i] in t)) order[++m] = step[i]
				t[step[i]] += secs[i]; c[step[i]] += cpu[i]; ct += cpu[i]
				if (cpu[i] == "") nocpu[step[i]] = partial = 1
			}
			if (n) printf "total, from the first step to the judged run\t%d\t%s\n", last - first, partial ? "-" : ct
			for (i = 1; i <= m; i++)
				printf "%s\t%s\t%s\n", order[i], t[order[i]], order[i] in nocpu ? "-" : c[order[i]]
		}'
for k in "$@"; do
	sed -n 's/^\([^:]*\): .* in \([0-9]*\) s.*/\1 \2/p' "$run/$k/verdicts" 2>/dev/null |
		while read -r b s; do printf 'boot %s %s\t%s\t-\n' "$k" "$b" "$s"; done
done
} | sh qemu/host/md-table.sh "$cells" "times: Where the time went"
