#!/bin/sh
# Boot KERNEL for the test suite: boot-tests.sh KERNEL OUTDIR
# One boot ("main") runs qemu/guest/job-tests.sh and the compatibility
# probes (job-compat.sh), then each deadlock-* test gets a boot of its
# own.  OUTDIR gets runs/BOOT/ (each boot's output.log and console.log),
# verdicts (one line per boot), selftests (the proc selftests built for
# KERNEL, which must all report) and output.log and console.log (all
# boots, in order).
set -eu
k=$1 out=$2
rm -rf "$out"
mkdir -p "$out/runs"
ls "build/$k/selftests-proc" >"$out/selftests"
boot() {
	name=$1
	shift
	sh qemu/host/run.sh "build/$k/bzImage" "build/$k/initramfs.cpio" \
		"$out/runs/$name" "${BOOT_TIMEOUT:-300}" "$@" 2>"$out/runs/$name.log" || true
	cat "$out/runs/$name/output.log" >>"$out/output.log" 2>/dev/null || true
	cat "$out/runs/$name/console.log" >>"$out/console.log" 2>/dev/null || true
	echo "$name: $(cat "$out/runs/$name/verdict")" >>"$out/verdicts"
}
boot main qemu/guest/job-tests.sh qemu/guest/job-compat.sh
for t in $(cd compare-tests && ls deadlock-*.c | sed 's/\.c$//'); do
	sed "s/@TEST@/$t/g" qemu/guest/job-one-test.sh >"$out/runs/$t.job"
	boot "$t" "$out/runs/$t.job"
done
