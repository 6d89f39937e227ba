#!/bin/sh
# make compare: the boots of make check (qemu/host/boot-tests.sh: the
# suite, the compatibility and inode probes, the deadlock tests, trinity),
# judged, then the report.   compare.sh KERNEL...
set -eu
out=build/compare
mkdir -p "$out"
sh qemu/host/boot-tests.sh "$out" "$@"
for k in "$@"; do
	sh qemu/host/judge.sh "$k" "$out/$k" compare-tests >"$out/$k/tap" || true
	echo "compare: $k: $(tr '\n' ';' <"$out/$k/verdicts")"
done
sh qemu/host/report.sh "$out" "$@"
