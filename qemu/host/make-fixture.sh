#!/bin/sh
# Make the good fixtures of make check-judge from real runs, trimmed to
# what the judge reads; every bad fixture is one of these spoilt by its
# "spoil" script, so regenerating these regenerates them all.
#   make-fixture.sh RUNROOT [KERNEL...]
#	good-KERNEL from RUNROOT/KERNEL, as qemu/host/boot-tests.sh leaves
#	it (build/check after make check; every kernel there by default)
#   make-fixture.sh bench BENCHDIR
#	good-bench from the runs of make bench (build/bench)
# The good runs of make faults, make race and make selftest-repeat are
# the committed runs themselves (a fixture directory's "run" file names
# compare-tests/results/runs/NAME.tar.xz; check-judge unpacks it).
# Then run sh qemu/host/check-judge.sh and commit judge-fixtures/.
set -eu
here=$(dirname "$0")
fixtures=$here/judge-fixtures

if [ "$1" = bench ]; then
	from=$2 to=$fixtures/good-bench
	rm -rf "$to"
	mkdir -p "$to"
	# bench-report makes its tables from the boots: their manifests,
	# consoles, verdicts, QEMU lines and the lines of output.log it and
	# provenance.sh read; and the parameters the jobs were given
	for f in "$from"/params-*.sh "$from"/pad-*.sh "$from/seconds"; do
		[ ! -f "$f" ] || cp "$f" "$to/"
	done
	for d in "$from"/*/; do
		[ -f "$d/manifest" ] || continue
		b=$to/$(basename "$d")
		mkdir -p "$b"
		cp "$d/verdict" "$d/qemu-cmdline" "$d/manifest" "$d/console.log" "$b/"
		grep -E '^(guest: |# (bench|scale|setup|entries|limit|allocs|proc|tainted|debug_locks): )' "$d/output.log" >"$b/output.log"
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
