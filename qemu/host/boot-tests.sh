#!/bin/sh
# Boot each KERNEL for the test suite: boot-tests.sh OUTROOT KERNEL...
# The boots of a kernel are those of qemu/host/boots.sh: "main" runs
# qemu/guest/job-tests.sh and the compatibility probes (job-compat.sh),
# "lsm" the AppArmor and Landlock probes (job-lsm.sh) with those LSMs
# switched on, "container" the crun containers of job-container.sh, each
# deadlock-* test a boot of its own (each race-* test one with two
# vCPUs), and trinity runs FUZZ_VICTIM_S (25) seconds a victim as root
# and again unprivileged in a container (qemu/host/fuzz.sh, the "fuzz" and
# "fuzz-unprivileged" boots; FUZZ_MIN=0 skips them, and the verdicts say
# so).  Each kernel's directory gets runs/BOOT/ (that boot's output.log,
# console.log and verdict), verdicts (one line per boot), selftests (the
# proc selftests built for it, which must all report) and output.log and
# console.log (all boots, in the order of boots.sh).
#
# BOOT_FLAVOUR boots build/KERNEL/FLAVOUR/bzImage in place of the test
# flavour, and BOOT_JOB_AFTER is a guest job run at the end of every boot
# (make coverage: qemu/guest/job-gcov-dump.sh).
#
# Each guest is one TCG thread; BOOT_PARALLEL guests (default: two per
# CPU) run at a time, since the trinity boots run for a set time and the
# deadlock boots wait for the hung-task detector (measured on 2 CPUs, 6.12:
# every boot of make check in 802 s two at a time, 518 s four at a time,
# the lowest trinity victim still 6866 syscalls).  A kernel's work is two units,
# its trinity boots and the rest, and the longest units start first, so
# no CPU idles at the end waiting for a lone kernel.
set -eu
. qemu/host/settings.sh
root=$1
shift
# BOOTS: these boots alone (make quick: compare-tests, each in its own)
boots=${BOOTS:-$(sh qemu/host/boots.sh compare-tests)}

boot() {	# boot KERNEL NAME: NAME's job (qemu/host/job.sh) on KERNEL
	k=$1 name=$2
	image=$BUILD/$k/bzImage
	# A-default boots A's kernel
	[ -z "${BOOT_FLAVOUR:-}" ] || image=$BUILD/${k%-default}/$BOOT_FLAVOUR/bzImage
	sh qemu/host/job.sh "$name" >"$root/$k/runs/$name.job"
	sh qemu/host/run.sh "$image" "$BUILD/$k/initramfs.cpio" \
		"$root/$k/runs/$name" "${BOOT_TIMEOUT:-300}" "$root/$k/runs/$name.job" \
		2>"$root/$k/runs/$name.log" || true
}
unit_tests() {	# every boot of KERNEL but trinity's
	for b in $boots; do
		case $b in
		lsm) QEMU_APPEND="lsm=landlock,apparmor" boot "$1" lsm ;;
		fuzz | fuzz-unprivileged) ;;
		# a race needs two CPUs to run on
		race-*) QEMU_SMP=2 boot "$1" "$b" ;;
		*) boot "$1" "$b" ;;
		esac
	done
}
unit_fuzz() {	# trinity as root and unprivileged: qemu/host/fuzz.sh boots both
	out=$root/$1
	case " $(echo $boots) " in *" fuzz "*) ;; *) return 0 ;; esac
	for run in fuzz fuzz-unprivileged; do mkdir -p "$out/runs/$run"; done
	if [ "${FUZZ_MIN:-2}" = 0 ]; then
		for run in fuzz fuzz-unprivileged; do
			echo "skipped: FUZZ_MIN=0, trinity not run" >"$out/runs/$run/verdict"
		done
		return
	fi
	# on the test flavour (or BOOT_FLAVOUR) whatever CONFIG says
	CONFIG=${BOOT_FLAVOUR:-test} FUZZ_VICTIM_S=${FUZZ_VICTIM_S:-25} FUZZ_OUT="$out/fuzz" sh qemu/host/fuzz.sh "$1" >"$out/fuzz.log" 2>&1 || true
	for run in fuzz fuzz-unprivileged; do
		dir=$out/fuzz/$1${run#fuzz}
		if [ -d "$dir" ]; then
			rm -rf "$out/runs/$run"
			mv "$dir" "$out/runs/$run"
		else
			echo "failed: fuzz.sh left no run ($out/fuzz.log)" >"$out/runs/$run/verdict"
		fi
	done
}

for k in "$@"; do
	rm -rf "${root:?}/$k"
	mkdir -p "$root/$k/runs"
	ls "$BUILD/$k/selftests-proc" >"$root/$k/selftests"
done
# Longest first: every kernel's trinity, then the rest.
units=
for k in "$@"; do units="$units fuzz:$k"; done
for k in "$@"; do units="$units tests:$k"; done
slots=${BOOT_PARALLEL:-$((2 * $(nproc)))}
running=
for u in $units; do
	while [ "$(echo $running | wc -w)" -ge "$slots" ]; do
		sleep 1
		still=
		for p in $running; do ! kill -0 "$p" 2>/dev/null || still="$still $p"; done
		running=$still
	done
	"unit_${u%%:*}" "${u#*:}" &
	running="$running $!"
done
wait

# Each kernel's verdicts and logs, in the order of boots.sh.
for k in "$@"; do
	out=$root/$k
	for b in $boots; do
		echo "$b: $(cat "$out/runs/$b/verdict" 2>/dev/null || echo "failed: no verdict")" >>"$out/verdicts"
		cat "$out/runs/$b/output.log" >>"$out/output.log" 2>/dev/null || true
		cat "$out/runs/$b/console.log" >>"$out/console.log" 2>/dev/null || true
	done
done
