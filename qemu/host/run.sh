#!/bin/sh
# Boot a kernel in QEMU (TCG) and run a job in it:
#   run.sh BZIMAGE INITRAMFS OUTDIR TIMEOUT JOB...
# The JOB shell scripts, concatenated, become /job in the guest; extra
# kernel arguments come from $QEMU_APPEND (every boot has slab_nomerge, so
# each slab cache counts only its own objects); QEMU_ICOUNT=shift=0,sleep=off
# (unset by default) adds QEMU's -icount, a guest clock that counts
# instructions.  The CPU has PKU: without it 6.12's pkey_alloc() fails
# with ENOSPC, which the proc selftest proc-empty-vm takes for an error.
# OUTDIR gets
# console.log (kernel console, ttyS0), output.log (the job, ttyS1) and
# verdict: "completed" or "hung: killed after TIMEOUT s", job (what ran),
# qemu-cmdline, the QEMU command line it ran, and manifest, where the boot
# comes from (qemu/host/provenance.sh).  A wedged guest
# is killed by the host-side timeout and still leaves what it printed.
set -eu
kernel=$1 initramfs=$2 outdir=$3 limit=$4
shift 4
mkdir -p "$outdir"
jobroot=$(mktemp -d)
trap 'rm -rf "$jobroot"' EXIT
cat "$@" >"$jobroot/job"
cp "$jobroot/job" "$outdir/job"
# Linux unpacks concatenated newc archives in order: /job joins the image.
(cd "$jobroot" && echo job | cpio -o -H newc -R 0:0 --quiet) >"$outdir/job.cpio"
cat "$initramfs" "$outdir/job.cpio" >"$outdir/initramfs.cpio"
rm -f "$outdir/console.log" "$outdir/output.log"

accel=${QEMU_ACCEL:-tcg}
set -- qemu-system-x86_64 -accel "$accel" -m "${QEMU_MEM:-512}" -smp "${QEMU_SMP:-1}" \
	-nodefaults -display none -no-reboot -cpu "${QEMU_CPU:-qemu64,+pku}" \
	-kernel "$kernel" -initrd "$outdir/initramfs.cpio" \
	-append "console=ttyS0 panic=-1 slab_nomerge ${QEMU_APPEND:-}" \
	-serial "file:$outdir/console.log" -serial "file:$outdir/output.log"
[ -z "${QEMU_ICOUNT:-}" ] || set -- "$@" -icount "$QEMU_ICOUNT"
# in the run itself: callers send stderr to /dev/null, and the command
# line is what shows the instruction clock was on (bench-report.sh)
echo "$*" >"$outdir/qemu-cmdline"
sh "$(dirname "$0")/provenance.sh" manifest "$outdir" "$kernel" "$initramfs" "$limit" "$@"
boot() {
	echo "run: $*" >&2
	rm -f "$outdir/console.log" "$outdir/output.log"
	start=$(date +%s)
	rc=0
	timeout -k 5 "$limit" "$@" || rc=$?
	elapsed=$(( $(date +%s) - start ))
}
boot "$@"
# A guest whose clock ran far faster than the host's calibrated its TSC
# against the PIT while the host was loaded ("tsc: Detected 83.181 MHz"):
# every time it states is wrong, so it is no run.  It is booted again,
# once, whole (the judges fail such a boot: qemu/host/provenance.sh);
# an instruction clock (-icount) is exempt, being no wall clock at all.
if [ -z "${QEMU_ICOUNT:-}" ] && [ $rc -eq 0 ]; then
	guest_end=$(sh "$(dirname "$0")/console-clock.sh" "$outdir/console.log" | cut -d' ' -f2)
	if [ "$guest_end" != - ] && awk -v g="$guest_end" -v h="$elapsed" 'BEGIN { exit !(g > h * 1.2 + 5) }'; then
		echo "run: the guest's clock ran $guest_end s in $elapsed s of the host's: booting again" >&2
		boot "$@"
	fi
fi
rm -f "$outdir/initramfs.cpio" "$outdir/job.cpio"
if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
	echo "hung: killed after $limit s" >"$outdir/verdict"
elif grep -q '^guest: job done' "$outdir/output.log" 2>/dev/null; then
	echo "completed in $elapsed s" >"$outdir/verdict"
else
	echo "failed: qemu exit $rc after $elapsed s, job did not finish" >"$outdir/verdict"
fi
echo "run: $(cat "$outdir/verdict")" >&2
