#!/bin/sh
# make compare: the boots of make check (qemu/host/boot-tests.sh: the
# suite, the compatibility and inode probes, the deadlock tests, trinity),
# judged, then the report and where the time went.  compare.sh KERNEL...
# The run's inputs (qemu/host/run-inputs.sh) go with it, so that make
# check can judge this run rather than boot it all again.
set -eu
. qemu/host/settings.sh
out=$BUILD/compare
mkdir -p "$out"
rm -f "$out/inputs"
sh qemu/host/timed.sh boots sh qemu/host/boot-tests.sh "$out" "$@"
sh qemu/host/run-inputs.sh "$@" >"$out/inputs"
for k in "$@"; do
	sh qemu/host/timed.sh "judge $k" sh -c 'JUDGE_PEERS=$2 sh qemu/host/judge.sh "$1" "$2/$1" compare-tests >"$2/$1/tap" || true' sh "$k" "$out"
	echo "compare: $k: $(tr '\n' ';' <"$out/$k/verdicts")"
done
sh qemu/host/timed.sh report sh qemu/host/report.sh "$out" "$@"
sh qemu/host/times.sh "$out" "$@" >"$out/times.md"
cat "$out/times.md"
printf 'end\t0\t%s\n' "$(date +%s)" >>$BUILD/times.tsv
