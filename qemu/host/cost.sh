#!/bin/sh
# What make help says a target costs, from the committed records
# (compare-tests/results/costs.tsv, written by make report from build/times.tsv:
# the target's own recipe, timed by qemu/host/timed.sh on the machine
# and at the commit the record names):
#   cost.sh TARGET      "[12 min, 20 CPU-min at 0123abc]", or "[no run
#                       recorded]" where no committed run says;
#                       TARGET "build K FLAVOUR" for one kernel's build
#   cost.sh -r TIMES    (make report) the records of TIMES merged into
#                       costs.tsv, the newest per target kept, and for a
#                       kernel's build and the steps packages, source and
#                       branch K the longest
#   cost.sh -d          the most build/ held after a recorded target:
#                       "12 GB after make check-bisect", or nothing
set -eu
costs=$(dirname "$0")/../../compare-tests/results/costs.tsv
if [ "$1" = -r ]; then
	commit=$(git rev-parse --short HEAD)
	{
		[ ! -f "$costs" ] || sed 1d "$costs"
		# each record at the commit it was made at (its sixth field), else HEAD
		# (and the steps deps, source and each branch are: packages,
		# source, "branch K")
		awk -F'\t' -v c="$commit" '($1 ~ /^(target|build|branch) / || $1 == "packages" || $1 == "source") && $4 != "" {
			sub(/^target /, "", $1); printf "%s\t%s\t%s\t%s\t%s\t%s\n", $1, $2, $4, $3, $6 != "" ? $6 : c, $7 }' "$2"
	} | awk -F'\t' '{ if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 }
		# a kernel build or a step: the longest recorded (a cold ccache,
		# a fresh machine); else the newest
		if ($1 !~ /^(build |branch |packages|source)/ || !($1 in wall) || $2 + 0 > wall[$1]) { last[$1] = $0; wall[$1] = $2 + 0 } }
		END { print "target\twall_s\tcpu_s\tstarted\tcommit\tbuild_kb"; for (i = 1; i <= n; i++) print last[order[i]] }' >"$costs.tmp"
	mv "$costs.tmp" "$costs"
	exit
fi
if [ "$1" = -d ]; then
	[ ! -f "$costs" ] || awk -F'\t' 'NR > 1 && $6 + 0 > kb { kb = $6; t = $1 }
		END { if (kb) printf "%.1f GB after make %s\n", kb / 1048576, t }' "$costs"
	exit
fi
[ -f "$costs" ] || { echo "[no run recorded]"; exit 0; }
awk -F'\t' -v t="$1" 'NR > 1 && $1 == t {
	if ($2 < 90) printf "[%d s, %d CPU-s at %s]\n", $2, $3, $5
	else printf "[%d min, %d CPU-min at %s]\n", ($2 + 30) / 60, ($3 + 30) / 60, $5
	found = 1 }
	END { if (!found) print "[no run recorded]" }' "$costs"
