#!/bin/sh
# replay.sh DIR OUT: every spoil of DIR, one at a time, against the baselines run-spoil.sh -b made
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
: >"$2"
for s in "$1"/*.sh; do
	SPOILS=$1 sh "$HERE/run-spoil.sh" "$(basename "$s" .sh)" >>"$2"
done
