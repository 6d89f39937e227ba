#!/bin/sh
# Boot each KERNEL for the test suite: boot-tests.sh OUTROOT KERNEL...
# Per kernel, in OUTROOT/KERNEL: one boot ("main") runs
# qemu/guest/job-tests.sh and the compatibility probes (job-compat.sh),
# one ("lsm") the AppArmor and Landlock probes (job-lsm.sh) with those
# LSMs switched on, one ("container") the crun containers of
# job-container.sh, each deadlock-* test gets a boot of its own (and each
# race-* test one with two vCPUs), and
# trinity runs for FUZZ_MIN minutes as root and again unprivileged in a
# container (qemu/host/fuzz.sh, the "fuzz" and "fuzz-unprivileged" boots;
# FUZZ_MIN=0 skips them, and the verdicts say so).  Each kernel's directory gets runs/BOOT/
# (that boot's output.log and console.log), verdicts (one line per boot),
# selftests (the proc selftests built for it, which must all report) and
# output.log and console.log (all boots, in order).  Two kernels run at
# a time: each guest is one TCG thread on one host CPU.
set -eu
root=$1
shift
boot_kernel() {
	k=$1 out=$root/$1
	rm -rf "$out"
	mkdir -p "$out/runs"
	ls "build/$k/selftests-proc" >"$out/selftests"
	for b in $(sh qemu/host/boots.sh compare-tests); do
		case $b in
		main) boot main qemu/guest/job-tests.sh qemu/guest/job-compat.sh ;;
		lsm) QEMU_APPEND="lsm=landlock,apparmor" boot lsm qemu/guest/job-lsm.sh ;;
		container) boot container qemu/guest/lib-container.sh qemu/guest/job-container.sh ;;
		deadlock-*)
			sed "s/@TEST@/$b/g" qemu/guest/job-one-test.sh >"$out/runs/$b.job"
			boot "$b" "$out/runs/$b.job" ;;
		race-*)	# a race needs two CPUs to run on
			sed "s/@TEST@/$b/g" qemu/guest/job-one-test.sh >"$out/runs/$b.job"
			QEMU_SMP=2 boot "$b" "$out/runs/$b.job" ;;
		fuzz) boot_fuzz ;;
		fuzz-unprivileged) ;;	# booted by boot_fuzz, after fuzz
		*) echo "boot-tests.sh: no job for boot $b (qemu/host/boots.sh)" >&2; exit 1 ;;
		esac
	done
}
# trinity as root and unprivileged: qemu/host/fuzz.sh boots both
boot_fuzz() {
	if [ "${FUZZ_MIN:-2}" = 0 ]; then
		for run in fuzz fuzz-unprivileged; do
			echo "$run: skipped: FUZZ_MIN=0, trinity not run" >>"$out/verdicts"
		done
		return
	fi
	# on the test flavour whatever CONFIG says
	CONFIG=test FUZZ_OUT="$out/fuzz" sh qemu/host/fuzz.sh "$k" >"$out/fuzz.log" 2>&1 || true
	for run in fuzz fuzz-unprivileged; do
		dir=$out/fuzz/$k${run#fuzz}
		if [ -d "$dir" ]; then
			mv "$dir" "$out/runs/$run"
			echo "$run: $(cat "$out/runs/$run/verdict")" >>"$out/verdicts"
		else
			echo "$run: failed: fuzz.sh left no run ($out/fuzz.log)" >>"$out/verdicts"
		fi
		cat "$out/runs/$run/output.log" >>"$out/output.log" 2>/dev/null || true
		cat "$out/runs/$run/console.log" >>"$out/console.log" 2>/dev/null || true
	done
}
boot() {
	name=$1
	shift
	sh qemu/host/run.sh "build/$k/bzImage" "build/$k/initramfs.cpio" \
		"$out/runs/$name" "${BOOT_TIMEOUT:-300}" "$@" 2>"$out/runs/$name.log" || true
	cat "$out/runs/$name/output.log" >>"$out/output.log" 2>/dev/null || true
	cat "$out/runs/$name/console.log" >>"$out/console.log" 2>/dev/null || true
	echo "$name: $(cat "$out/runs/$name/verdict")" >>"$out/verdicts"
}
while [ $# -gt 0 ]; do
	boot_kernel "$1" &
	[ $# -lt 2 ] || boot_kernel "$2" &
	wait
	shift $(( $# < 2 ? $# : 2 ))
done
