#!/bin/sh
# run-spoil.sh NAME      replay spoils/NAME.sh on a fresh copy of its base and
#                        print "NAME<TAB>judge<TAB>forges<TAB>first new not ok | PASSED WRONGLY"
# run-spoil.sh -b KIND   judge the unmodified base KIND (compare/KERNEL, race,
#                        faults, str, docs) and keep its output as the baseline
#
# Line 1 of a spoil: "# base: KIND[/KERNEL] - what it forges".
# Every judge is run from a frozen worktree of /work/main at cb3ea6c (JT),
# the documents' checker from a scratch worktree at the same commit (WT),
# niced, one at a time.  The bases are the committed runs of cb3ea6c
# (compare-tests/results/runs/*.tar.xz), extracted under $A/bases/.
# A compare spoil changes a boot's logs; the kernel-level output.log and
# console.log are then rebuilt from the boots in the order of boots.sh, as
# boot-tests.sh writes them, so that the forgery is a consistent one
# (a spoil with a line "# aggregate: keep" forges those files itself).
# "Passed wrongly": no new `not ok` line (or faults problem line, or
# check-docs problem line) relative to the base's own judgement.
set -u
A=${AUDIT:-/tmp/audit6}	# work space: bases, worktrees, copies, baselines
HERE=$(cd "$(dirname "$0")" && pwd)	# where spoils/ is
JT=$A/jt WT=$A/wt COMMIT=cb3ea6c
export BUILD=$A/build KERNELS="control alias B A A-default"
mkdir -p "$BUILD" "$A/baseline" "$A/work"
[ -d "$JT" ] || git -C /work/main worktree add --detach "$JT" $COMMIT >/dev/null 2>&1
[ -d "$WT" ] || git -C /work/main worktree add --detach "$WT" $COMMIT >/dev/null 2>&1
if [ ! -d "$A/bases/compare" ]; then
	for t in compare faults race selftest-repeat; do
		mkdir -p "$A/bases/$t" && tar -C "$A/bases/$t" -xJf "$JT/compare-tests/results/runs/$t.tar.xz"
	done
fi
J="nice -n 10"

if [ "$1" = -b ]; then
	base=$2 name=base-$(echo "$2" | tr / -) s=/dev/null
else
	name=$1 s=$HERE/spoils/$1.sh
	hdr=$(sed -n '1s/^# base: //p' "$s")
	base=${hdr%% - *} forges=${hdr#* - }
fi
kind=${base%%/*} k=${base#*/}
w=$A/work/$name
rm -rf "$w"; mkdir -p "$w"
cd "$JT" || exit 1
# the "bad" lines of a judgement: what a spoil must add one of to be caught
case $kind in
compare)
	cp -a "$A/bases/compare/$k" "$w/$k"
	(cd "$w/$k" && sh "$s") >"$w/spoil.out" 2>&1
	grep -q '^# aggregate: keep' "$s" || for f in output.log console.log; do
		for b in $(sh qemu/host/boots.sh compare-tests); do cat "$w/$k/runs/$b/$f"; done >"$w/$k/$f"
	done
	diff -r "$A/bases/compare/$k" "$w/$k" >"$w/diff" 2>&1
	$J sh qemu/host/judge.sh "$k" "$w/$k" compare-tests >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
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
	# the positive control always has problems: its TAP line says whether
	# the judge took them
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
	SELFTEST_REPEAT_OUT="$w/str" $J sh qemu/host/selftest-repeat.sh -r A A-default >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
	judge="selftest-repeat.sh" ;;
docs)
	git -C "$WT" checkout -q -f HEAD -- . && git -C "$WT" clean -qfd
	(cd "$WT" && sh "$s") >"$w/spoil.out" 2>&1
	git -C "$WT" diff >"$w/diff"
	(cd "$WT" && $J sh qemu/host/check-docs.sh) >"$w/tap" 2>"$w/err"
	git -C "$WT" checkout -q -f HEAD -- . && git -C "$WT" clean -qfd
	# each problem line, and each not ok line, without line numbers and
	# without the count of the others
	{ grep "^#   " "$w/tap"; grep "^not ok" "$w/tap"; } |
		sed 's/^not ok [0-9]* - //; s/line [0-9]*: //g; s/ (and [0-9]* more)$//' >"$w/bad"
	judge="check-docs.sh" ;;
*) echo "$name: unknown base $base" >&2; exit 2 ;;
esac
if [ "$1" = -b ]; then
	cp "$w/bad" "$A/baseline/$name.bad"; cp "$w/tap" "$A/baseline/$name.tap"
	echo "baseline $base: $(grep -c '^not ok' "$w/tap") not ok, $(wc -l <"$w/bad") bad lines"
	exit 0
fi
if [ ! -s "$w/diff" ]; then
	printf '%s\t%s\t%s\t%s\n' "$name" "$judge" "$forges" "SPOIL CHANGED NOTHING"
	exit 1
fi
bb=$A/baseline/base-$(echo "$base" | tr / -).bad
new=$(grep -vxF -f "$bb" "$w/bad" | head -1)
printf '%s\t%s\t%s\t%s\n' "$name" "$judge" "$forges" "${new:-PASSED WRONGLY}"
