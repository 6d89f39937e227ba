#!/bin/sh
# Make the good fixtures of make check-judge from real runs, trimmed to
# what the judge reads; every bad fixture is one of these spoilt by its
# "spoil" script, so regenerating these regenerates them all.
#   make-fixture.sh RUNROOT [KERNEL...]
#	good-KERNEL from RUNROOT/KERNEL, as qemu/host/boot-tests.sh leaves
#	it (build/check after make check; every kernel there by default)
#   make-fixture.sh bench BENCHDIR
#	good-bench from the runs of make bench (build/bench)
#   make-fixture.sh faults FAULTSDIR
#	good-faults from make faults' boot of A (build/faults)
#   make-fixture.sh race RACEDIR
#	good-race from make race's boots (build/race), every kernel
#   make-fixture.sh selftest-repeat DIR
#	good-selftest-repeat from make selftest-repeat's boots
#	(build/selftest-repeat), every kernel
# Then run sh qemu/host/check-judge.sh and commit judge-fixtures/.
set -eu
here=$(dirname "$0")
fixtures=$here/judge-fixtures

if [ "$1" = faults ]; then
	from=$2/A to=$fixtures/good-faults
	rm -rf "$to"
	mkdir -p "$to/A"
	cp "$from/output.log" "$from/verdict" "$from/manifest" "$to/A/"
	# the console whole: the judge counts the forced failures and scans it
	cp "$from/console.log" "$to/A/console.log"
	echo faults >"$to/kernel"
	echo pass >"$to/expect"
	exit
fi
if [ "$1" = selftest-repeat ]; then
	from=$2 to=$fixtures/good-selftest-repeat
	rm -rf "$to"
	kernels=$(cat "$from/kernels")	# as make selftest-repeat took them
	for k in $kernels; do
		mkdir -p "$to/$k"
		cp "$from/$k/output.log" "$from/$k/verdict" "$from/$k/manifest" \
			"$from/$k/console.log" "$to/$k/"
	done
	echo $kernels >"$to/kernels"
	echo selftest-repeat >"$to/kernel"
	echo pass >"$to/expect"
	echo "make-fixture: $to ($kernels)"
	exit
fi
if [ "$1" = race ]; then
	from=$2 to=$fixtures/good-race
	rm -rf "$to"
	kernels=$(cat "$from/kernels")	# as make race took them
	for k in $kernels; do
		mkdir -p "$to/$k"
		cp "$from/$k/output.log" "$from/$k/verdict" "$from/$k/manifest" \
			"$from/$k/console.log" "$to/$k/"
	done
	echo $kernels >"$to/kernels"
	echo race >"$to/kernel"
	echo pass >"$to/expect"
	echo "make-fixture: $to ($kernels)"
	exit
fi
if [ "$1" = bench ]; then
	from=$2 to=$fixtures/good-bench
	rm -rf "$to"
	mkdir -p "$to"
	cp "$from"/*.tsv "$from/limits.txt" "$to/"
	# bench-report reads only the guest's lines of a boot, its verdict
	# and its QEMU command line; the figures are in the .tsv files
	for d in "$from"/*/; do
		[ -f "$d/verdict" ] || continue
		b=$to/$(basename "$d")
		mkdir -p "$b"
		cp "$d/verdict" "$d/qemu-cmdline" "$b/"
		grep '^guest: ' "$d/output.log" >"$b/output.log"
	done
	echo bench >"$to/kernel"
	echo pass >"$to/expect"
	echo "make-fixture: $to"
	exit 0
fi

root=$1
shift
[ $# -gt 0 ] || set -- $(cd "$root" && ls -d */verdicts | sed 's|/verdicts$||')
for k in "$@"; do
	from=$root/$k to=$fixtures/good-$k
	rm -rf "$to"
	mkdir -p "$to/runs"
	cp "$from/verdicts" "$from/selftests" "$to/"
	for d in "$from"/runs/*/; do
		b=$(basename "$d")
		[ -f "$d/output.log" ] || continue
		mkdir -p "$to/runs/$b"
		# run.sh's own verdict, which the judge holds verdicts to
		[ ! -f "$d/verdict" ] || cp "$d/verdict" "$to/runs/$b/"
		# where it came from (qemu/host/provenance.sh)
		[ ! -f "$d/manifest" ] || cp "$d/manifest" "$to/runs/$b/"
		# trinity's and kmemleak's chatter and the selftests' output go,
		# but for trinity's count of syscalls, the skip reasons the judge
		# quotes and the harness's TAP stream, which it checks whole
		awk '/^#   trinity\| \[main\] +Ran [0-9]+ syscalls/ { print; next }
		/^#   (trinity|kmemleak)\| / { next }
		/^#   \| / && tolower($0) !~ /skip/ &&
			!/^#   \| ((not )?ok [0-9]+|1\.\.[0-9]+$|# (Totals|PASSED|FAILED): )/ { next }
		{ print }' "$d/output.log" >"$to/runs/$b/output.log"
		# the console whole, as the kernel printed it: the judge scans
		# all of it (qemu/host/console-scan.sh), so a spoil can hide nothing
		cp "$d/console.log" "$to/runs/$b/console.log"
	done
	echo "$k" >"$to/kernel"
	echo pass >"$to/expect"
	echo "make-fixture: $to ($(wc -l <"$to/verdicts") boots)"
done
