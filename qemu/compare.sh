#!/bin/sh
# make compare: boot each kernel with the test suite plus the
# compatibility and inode probes (qemu/job-compat.sh), judge the runs and
# write the report.   compare.sh KERNEL...
set -eu
out=build/compare
mkdir -p "$out"
for k in "$@"; do
	sh qemu/boot-tests.sh "$k" "$out/$k" qemu/job-compat.sh
	sh qemu/judge.sh "$k" "$out/$k" compare-tests >"$out/$k/tap"
	echo "compare: $k: $(tr '\n' ';' <"$out/$k/verdicts")"
done
sh qemu/report.sh "$out" "$@"
