#!/bin/sh
# rerun.sh NAME...: run the named new spoils again, replacing their lines in results.tsv
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
for n in "$@"; do
	line=$(sh "$HERE/run-spoil.sh" "$n")
	awk -F'\t' -v n="$n" -v l="$line" 'BEGIN { done = 0 } $1 == n { print l; done = 1; next } { print } END { if (!done) print l }' "$HERE/results.tsv" >"$HERE/results.tsv.new" && mv "$HERE/results.tsv.new" "$HERE/results.tsv"
done
