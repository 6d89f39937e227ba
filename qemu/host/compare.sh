#!/bin/sh
# make compare: boot each kernel with the test suite plus the
# compatibility and inode probes (qemu/guest/job-compat.sh, in every boot-tests.sh run), judge the runs and
# write the report.   compare.sh KERNEL...
set -eu
out=build/compare
mkdir -p "$out"
for k in "$@"; do
	sh qemu/host/boot-tests.sh "$k" "$out/$k"
	sh qemu/host/judge.sh "$k" "$out/$k" compare-tests >"$out/$k/tap"
	echo "compare: $k: $(tr '\n' ';' <"$out/$k/verdicts")"
done
sh qemu/host/report.sh "$out" "$@"
