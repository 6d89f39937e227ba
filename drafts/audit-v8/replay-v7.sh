#!/bin/sh
# replay-v7.sh: audit-v7's 68 spoils (../audit-v7/spoils/) on the judges of /tmp/a8jt,
# against the baselines replay-all.sh made; the bench spoils are skipped
# (the bench base is in a transitional format).  Writes results-v7.tsv.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-$HERE/results-v7.tsv}
: >"$OUT"
for s in "$HERE"/../audit-v7/spoils/*.sh; do
	n=$(basename "$s" .sh)
	case $(sed -n '1s/^# base: \([^ ]*\) .*/\1/p' "$s") in
	bench) printf '%s\t%s\t%s\t%s\n' "$n" bench-report.sh "$(sed -n '1s/^# base: [^-]*- //p' "$s")" "SKIPPED (bench base not replayed)" >>"$OUT"; continue ;;
	esac
	SPOILS=$HERE/../audit-v7/spoils sh "$HERE/run-spoil.sh" "$n" >>"$OUT"
done
