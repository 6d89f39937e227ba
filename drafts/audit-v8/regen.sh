#!/bin/sh
# regen.sh (run in a work tree of the repository): what a consistent
# forger does after spoiling a committed run or table: make report's
# rendering again, as qemu/host/rejudge.sh renders it (every judge on the
# committed runs, report.sh with the run's own meta.tsv, report-md.sh),
# written over the committed documents, then figures.sh -f on README.md
# and the cover letter.  Optional: REPACK="compare faults ..." first packs
# runs/NAME/ (an unpacked run the spoil edited) back into its .tar.xz,
# sorted, owner 0, mtime 0, as rejudge.sh pack does.
set -eu
runs=compare-tests/results/runs
for what in ${REPACK:-}; do
	(cd "$runs/$what" && find . -type f | sed 's|^\./||' | sort | tar --owner=0 --group=0 --mtime=@0 \
		--no-recursion -T - -cf -) | xz -9e >"$runs/$what.tar.xz"
	rm -rf "$runs/$what"
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/compare"
xz -dc $runs/compare.tar.xz | tar -C "$tmp/compare" -xf -
kernels=$(cat "$tmp/compare/kernels")
for k in $kernels; do sh qemu/host/judge.sh "$k" "$tmp/compare/$k" compare-tests >"$tmp/compare/$k/tap" || true; done
for what in faults race selftest-repeat; do
	mkdir -p "$tmp/$what"
	xz -dc $runs/$what.tar.xz | tar -C "$tmp/$what" -xf -
	FAULTS_OUT=$tmp/$what RACE_OUT=$tmp/$what SELFTEST_REPEAT_OUT=$tmp/$what sh qemu/host/$what.sh -r $(cat "$tmp/$what/kernels") >/dev/null || true
	cp "$tmp/$what/$what.md" compare-tests/results/
	cp "$tmp/$what/$what.md" "$tmp/compare/"
	[ $what = selftest-repeat ] || cp "$tmp/$what/records.tsv" "$tmp/compare/$what.tsv"
done
mkdir -p "$tmp/fuzz-debug"
xz -dc $runs/fuzz-debug.tar.xz | tar -C "$tmp/fuzz-debug" -xf -
sh qemu/host/fuzz.sh -r "$tmp/fuzz-debug" >/dev/null 2>&1 || true
cp "$tmp/fuzz-debug/fuzz-debug.md" "$tmp/compare/"
cp "$tmp/fuzz-debug/fuzz-debug.md" compare-tests/results/
for f in compare-tests/results/bench.md compare-tests/results/coverage.md; do cp "$f" "$tmp/compare/"; done
[ ! -f "$tmp/compare/times.md" ] || cp "$tmp/compare/times.md" compare-tests/results/times.md
REPORT_REFRESH=1 sh qemu/host/report.sh "$tmp/compare" $kernels >/dev/null
cp "$tmp/compare/report.json" compare-tests/results/report.json
sh qemu/host/report-md.sh compare-tests/results/report.json compare-tests/results >"$tmp/REPORT.md"
cp "$tmp/REPORT.md" compare-tests/results/REPORT.md
sh qemu/host/figures.sh -f compare-tests/results/report.json README.md series-netns-id/0000-cover-letter.patch
