#!/bin/sh
# timed.sh STEP COMMAND...: run COMMAND and record how long it took in
# build/times.tsv (STEP, wall seconds, when, CPU seconds: user + sys of
# COMMAND and all it waited for, QEMU's and the compilers' included, and
# the make invocation it belongs to, MAKE_RUN, this repository's commit,
# and for a make target's own record ("target T") the kilobytes build/
# holds after it), for the table qemu/host/times.sh prints and make
# help's costs.
set -eu
. qemu/host/settings.sh
step=$1
shift
start=$(date +%s)
rc=0
"$@" || rc=$?
t=$(mktemp)
times >"$t"
kb=
case $step in "target "*) kb=$(du -sk "$BUILD" 2>/dev/null | cut -f1) ;; esac
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$step" "$(( $(date +%s) - start ))" "$start" \
	"$(sh "$(dirname "$0")/cpu-seconds.sh" "$t")" "${MAKE_RUN:-}" "$(git rev-parse --short HEAD 2>/dev/null)" "$kb" >>"$BUILD/times.tsv"
exit $rc
