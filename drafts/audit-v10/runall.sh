#!/bin/sh
# runall.sh: this audit's new spoils (spoils/), one at a time, into results.tsv
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
: >"$HERE/results.tsv"
for s in "$HERE"/spoils/*.sh; do
	sh "$HERE/run-spoil.sh" "$(basename "$s" .sh)" >>"$HERE/results.tsv"
done
