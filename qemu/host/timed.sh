#!/bin/sh
# timed.sh STEP COMMAND...: run COMMAND and record how long it took in
# build/times.tsv (STEP, seconds, when), for the table qemu/host/times.sh
# prints at the end of make compare and make check.
set -eu
step=$1
shift
start=$(date +%s)
rc=0
"$@" || rc=$?
mkdir -p build
printf '%s\t%s\t%s\n' "$step" "$(( $(date +%s) - start ))" "$start" >>build/times.tsv
exit $rc
