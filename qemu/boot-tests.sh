#!/bin/sh
# Boot KERNEL for the test suite: boot-tests.sh KERNEL OUTDIR [JOB...]
# One boot runs qemu/job-tests.sh (and any extra JOBs, e.g. the compat
# probes of make compare), then each deadlock-* test gets a boot of its
# own.  OUTDIR gets output.log and console.log (all boots, in order),
# verdicts (one line per boot) and runs/ (each boot's own files).
set -eu
k=$1 out=$2
shift 2
rm -rf "$out"
mkdir -p "$out/runs"
boot() {
	name=$1
	shift
	sh qemu/run.sh "build/$k/bzImage" "build/$k/initramfs.cpio" \
		"$out/runs/$name" "${BOOT_TIMEOUT:-300}" "$@" 2>"$out/runs/$name.log" || true
	cat "$out/runs/$name/output.log" >>"$out/output.log" 2>/dev/null || true
	cat "$out/runs/$name/console.log" >>"$out/console.log" 2>/dev/null || true
	echo "$name: $(cat "$out/runs/$name/verdict")" >>"$out/verdicts"
}
boot main qemu/job-tests.sh "$@"
for t in $(cd compare-tests && ls deadlock-*.c | sed 's/\.c$//'); do
	sed "s/@TEST@/$t/g" qemu/job-one-test.sh >"$out/runs/$t.job"
	boot "$t" "$out/runs/$t.job"
done
