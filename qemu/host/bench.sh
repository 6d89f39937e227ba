#!/bin/sh
# make bench: A against B on their perf kernels (no lockdep, one vCPU), and
# A-default (A's kernel, /proc mounted without net=link) beside them.
#  1. instruction clock: QEMU -icount shift=0,sleep=off, so the guest's
#     clock advances one nanosecond per instruction; boots A B D D B A
#     (D: A-default), each running the operation table and the curves
#     against tasks (threads) and network namespaces;
#  2. wall clock (plain TCG): the same boots, the operation table only;
#  3. allocations per 1000 operations on the SLUB_STATS kernels.
# BENCH_ROUNDS=1 blocks of A B D D B A; BENCH_QUICK=1 for short curves.
# Leaves the boots in build/bench; qemu/host/bench-report.sh makes the
# .tsv tables, bench.md and the PNG plots from them.
# Reports, never judges; but a boot whose job did not end with rc=0 stops
# it, so no cell silently loses a run.
# bench.sh params DIR: the parameter files alone, as a run writes them
# (make rejudge holds the committed run to a whole run's).
set -eu
. qemu/host/settings.sh
out=$BUILD/bench
rounds=${BENCH_ROUNDS:-1}
budget_icount=${BENCH_BUDGET:-100000000}	# guest ns (instructions) per measurement
budget_wall=${BENCH_BUDGET_WALL:-100000000}
if [ "${BENCH_QUICK:-0}" = 1 ]; then
	tasks=${BENCH_TASKS-"10 100 1000"} netns=${BENCH_NETNS-"1 10 100"}
else
	tasks=${BENCH_TASKS-"10 100 1000 10000"} netns=${BENCH_NETNS-"1 10 100 1000 10000"}
fi
mem=${BENCH_MEM:-4096}
limit=${BENCH_TIMEOUT:-1800}
icount="shift=0,sleep=off"
params() {
	printf 'BENCH_BUDGET=%s\nBENCH_TASKS="%s"\nBENCH_NETNS="%s"\n' \
		"$budget_icount" "$tasks" "$netns" >"$1/params-icount.sh"
	printf 'BENCH_BUDGET=%s\nBENCH_TASKS=\nBENCH_NETNS=\n' "$budget_wall" >"$1/params-wall.sh"
}
if [ "${1:-}" = params ]; then params "$2"; exit; fi
begin=$(date +%s)
rm -rf "$out"
mkdir -p "$out/overlay/tests/bench"

# The images of build-A/build-B, with the benchmark as built now on top
# (Linux unpacks concatenated archives in order; the later file wins).
cp $BUILD/tests/bench/proc-net-bench "$out/overlay/tests/bench/"
(cd "$out/overlay" && echo tests/bench/proc-net-bench | cpio -o -H newc -R 0:0 --quiet) >"$out/overlay.cpio"
for k in A B A-default; do
	cat "$BUILD/$k/initramfs.cpio" "$out/overlay.cpio" >"$out/$k.cpio"
done
params "$out"

# boot KERNEL FLAVOUR RUN ICOUNT JOB...: one guest; stop unless its job
# ended with rc=0.
boot() {
	k=$1 flavour=$2 run=$3 ic=$4
	shift 4
	# One vCPU each: -icount with -smp 2 hung here in the secondary CPU's
	# bring-up (QEMU 7.2), and the perf and stats flavours have no ACPI,
	# whose MADT a second vCPU needs under TCG (SeaBIOS's MP table lists
	# one), so -smp 2 brought up one CPU anyway (provenance.sh now says so).
	smp=1
	# A-default boots A's kernel
	QEMU_ICOUNT=$ic QEMU_SMP=$smp QEMU_MEM=$mem sh qemu/host/run.sh \
		"$BUILD/${k%-default}/$flavour/bzImage" "$out/$k.cpio" "$out/$run" "$limit" "$@" 2>/dev/null
	echo "bench: $run: $(cat "$out/$run/verdict")"
	if ! grep -q '^guest: job done rc=0$' "$out/$run/output.log"; then
		grep -h '^# \(error\|limit\)' "$out/$run/output.log" >&2 || true
		echo "bench: $run did not finish its job; see $out/$run/" >&2
		exit 1
	fi
}

# A B D D B A: the pair p of a boot is its place among its kernel's
# boots, so each A and each A-default run has a B run next to it.
r=0
while [ $r -lt "$rounds" ]; do
	for clock in icount wall; do
		ic=; [ $clock = icount ] && ic=$icount
		for kp in "A 1" "B 1" "A-default 1" "A-default 2" "B 2" "A 2"; do
			set -- $kp
			k=$1 p=$((2 * r + $2))
			# Each pair runs on its own layout of the guest's memory,
			# the same for its three kernels: with 2 processes the
			# instruction count depends on where the switches fall,
			# which moves with any allocation before the run.
			echo "BENCH_PAD=$((300 * (p - 1)))" >"$out/pad-$p.sh"
			boot "$k" perf "$clock-$k-$p" "$ic" "$out/params-$clock.sh" "$out/pad-$p.sh" qemu/guest/job-bench.sh
		done
	done
	r=$((r + 1))
done
for k in A B A-default; do
	boot "$k" stats "allocs-$k" "" qemu/guest/job-allocs.sh
done
# the tables, from the boots' own lines (qemu/host/bench-report.sh)
sh qemu/host/bench-report.sh "$out" "$(( $(date +%s) - begin ))"
cat "$out/bench.md"
