#!/bin/sh
# run-spoil.sh NAME      replay $SPOILS/NAME.sh on a fresh copy of its base and
#                        print "NAME<TAB>judge<TAB>forges<TAB>first new bad line | PASSED WRONGLY"
# run-spoil.sh -b KIND   judge the unmodified base KIND and keep its bad lines
# Adapted from drafts/audit-v9/run-spoil.sh (paths; the compare base is now
# copied whole, all five kernels, so that A-default's spoils are judged
# beside A's boots as make rejudge judges them; bench's "bad" lines name
# the unmet goal without its figures).  Judges run from WT (detached
# worktree at 0b645ab), nice -n 19, one at a time, BUILD holding no kernel.
# Docs/rejudge spoils edit WT2 (a second detached worktree at 0b645ab), whose
# own judges then run; WT2 is reset after each.
# Bases: compare/KERNEL, race, faults, str, fuzz, bench (runs/bench.tar.xz),
# docs, rejudge.
set -u
A=/work/scratch/audit10
HERE=$A
SPOILS=${SPOILS:-$HERE/spoils}
JT=$A/wt WT=$A/wt2
export BUILD=$A/build KERNELS="control alias B A A-default"
mkdir -p "$BUILD" "$A/baseline" "$A/work"
J="nice -n 19"
if [ "$1" = -b ]; then
	base=$2 name=base-$(echo "$2" | tr / -) s=/dev/null
else
	name=$1 s=$SPOILS/$1.sh
	hdr=$(sed -n '1s/^# base: //p' "$s")
	base=${hdr%% - *} forges=${hdr#* - }
fi
kind=${base%%/*} k=${base#*/}
w=$A/work/$name
rm -rf "$w"; mkdir -p "$w"
cd "$JT" || exit 1
wt_reset() { git -C "$WT" checkout -q -f HEAD -- . && git -C "$WT" clean -qfdx -e build >/dev/null; }
case $kind in
compare)
	cp -a "$A/bases/compare" "$w/compare"
	(cd "$w/compare/$k" && sh "$s") >"$w/spoil.out" 2>&1
	for kk in $(cat "$A/bases/compare/kernels"); do
		grep -q '^# aggregate: keep' "$s" || for f in output.log console.log; do
			[ -f "$A/bases/compare/$kk/$f" ] || continue
			for b in $(sh qemu/host/boots.sh compare-tests); do cat "$w/compare/$kk/runs/$b/$f" 2>/dev/null; done >"$w/compare/$kk/$f"
		done
	done
	diff -r "$A/bases/compare" "$w/compare" >"$w/diff" 2>&1
	$J sh qemu/host/judge.sh "$k" "$w/compare/$k" compare-tests >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
	grep -q '^ok\|^not ok' "$w/tap" || echo "judged nothing: $(head -1 "$w/err")" >>"$w/bad"
	judge="judge.sh $k" ;;
race)
	cp -a "$A/bases/race" "$w/race"
	(cd "$w/race" && sh "$s") >"$w/spoil.out" 2>&1
	diff -r "$A/bases/race" "$w/race" >"$w/diff" 2>&1
	RACE_OUT="$w/race" $J sh qemu/host/race.sh -r $(cat "$w/race/kernels") >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
	judge="race.sh" ;;
faults)
	cp -a "$A/bases/faults" "$w/faults"
	(cd "$w/faults" && sh "$s") >"$w/spoil.out" 2>&1
	diff -r "$A/bases/faults" "$w/faults" >"$w/diff" 2>&1
	FAULTS_OUT="$w/faults" $J sh qemu/host/faults.sh -r $(cat "$w/faults/kernels") >"$w/tap" 2>"$w/err"
	{ sed -n 's/^not ok [0-9]* - //p' "$w/tap"
	  for kk in $(cat "$w/faults/kernels"); do
		case $kk in *-broken) continue ;; esac
		sed "s|^|$kk problem: |" "$w/faults/$kk/problems"
	  done; } >"$w/bad"
	judge="faults.sh" ;;
str)
	cp -a "$A/bases/selftest-repeat" "$w/str"
	(cd "$w/str" && sh "$s") >"$w/spoil.out" 2>&1
	diff -r "$A/bases/selftest-repeat" "$w/str" >"$w/diff" 2>&1
	SELFTEST_REPEAT_OUT="$w/str" $J sh qemu/host/selftest-repeat.sh -r $(cat "$w/str/kernels") >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
	judge="selftest-repeat.sh" ;;
fuzz)
	cp -a "$A/bases/fuzz-debug" "$w/fuzz"
	(cd "$w/fuzz" && sh "$s") >"$w/spoil.out" 2>&1
	diff -r "$A/bases/fuzz-debug" "$w/fuzz" >"$w/diff" 2>&1
	$J sh qemu/host/fuzz.sh -r "$w/fuzz" >"$w/tap" 2>"$w/err"
	{ sed -n 's/^not ok [0-9]* - //p' "$w/tap"; grep -q '^1\.\.[1-9]' "$w/tap" || echo "judged nothing"; } >"$w/bad"
	judge="fuzz.sh -r" ;;
bench)
	cp -a "$A/bases/bench" "$w/bench"
	(cd "$w/bench" && sh "$s") >"$w/spoil.out" 2>&1
	diff -r -x '*.png' -x '*.dat' -x '*.gp' -x bench.md -x curves.tsv -x exponents.tsv -x '*.tsv' -x limits.txt -x .out "$A/bases/bench" "$w/bench" >"$w/diff" 2>&1
	if $J sh qemu/host/bench-report.sh "$w/bench" >"$w/tap" 2>"$w/err"; then
		sed -n 's/^| \(.*\) | \(.*\) | \(not met\|not measured\) |$/goal \3: \1/p' "$w/bench/bench.md" >"$w/bad"
	else
		{ cat "$w/err"; echo "bench-report failed"; } >"$w/bad"
	fi
	judge="bench-report.sh" ;;
docs)
	wt_reset
	(cd "$WT" && sh "$s") >"$w/spoil.out" 2>&1
	git -C "$WT" diff >"$w/diff"; git -C "$WT" status --short >>"$w/diff"
	(cd "$WT" && $J sh qemu/host/check-docs.sh) >"$w/tap" 2>"$w/err"
	wt_reset
	{ grep "^#   " "$w/tap"; grep "^not ok" "$w/tap"; } |
		sed 's/^not ok [0-9]* - //; s/line [0-9]*: //g; s/ (and [0-9]* more)$//' >"$w/bad"
	judge="check-docs.sh" ;;
rejudge)
	wt_reset
	(cd "$WT" && sh "$s") >"$w/spoil.out" 2>&1
	git -C "$WT" diff --stat >"$w/diff"; git -C "$WT" status --short >>"$w/diff"
	(cd "$WT" && $J sh qemu/host/rejudge.sh) >"$w/tap" 2>"$w/err"
	(cd "$WT" && $J sh qemu/host/check-docs.sh) >"$w/tap2" 2>>"$w/err"
	wt_reset
	{ sed -n 's/^not ok [0-9]* - //p' "$w/tap" | sed 's/ ([0-9]* lines)$//'
	  { grep "^#   " "$w/tap2"; grep "^not ok" "$w/tap2"; } |
		sed 's/^not ok [0-9]* - //; s/line [0-9]*: //g; s/ (and [0-9]* more)$//'; } >"$w/bad"
	judge="rejudge.sh+check-docs.sh" ;;
*) echo "$name: unknown base $base" >&2; exit 2 ;;
esac
if [ "$1" = -b ]; then
	cp "$w/bad" "$A/baseline/$name.bad"; cp "$w/tap" "$A/baseline/$name.tap"
	echo "baseline $base: $(grep -c '^not ok' "$w/tap") not ok, $(grep -c '^ok' "$w/tap") ok, $(wc -l <"$w/bad") bad lines"
	exit 0
fi
if [ ! -s "$w/diff" ]; then
	printf '%s\t%s\t%s\t%s\n' "$name" "$judge" "$forges" "SPOIL CHANGED NOTHING"
	exit 1
fi
bb=$A/baseline/base-$(echo "$base" | tr / -).bad
new=$(grep -vxF -f "$bb" "$w/bad" | head -1)
[ -s "$bb" ] || new=$(head -1 "$w/bad")
printf '%s\t%s\t%s\t%s\n' "$name" "$judge" "$forges" "$(printf '%.300s' "${new:-PASSED WRONGLY}")"
