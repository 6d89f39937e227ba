#!/bin/sh
# replay-all.sh: the baselines, then every spoil, one at a time; writes
# results.tsv beside this script (or $OUT)
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-$HERE/results.tsv}
for b in compare/control compare/alias compare/B compare/A compare/A-default race faults str fuzz docs rejudge; do
	sh "$HERE/run-spoil.sh" -b "$b"
done
: >"$OUT"
for s in "${SPOILS:-$HERE/spoils}"/*.sh; do
	SPOILS=$(dirname "$s") sh "$HERE/run-spoil.sh" "$(basename "$s" .sh)" >>"$OUT"
done
