#!/bin/sh
# run-spoil.sh NAME: replay /tmp/audit/spoils/NAME.sh on a fresh copy of its
# base and print "NAME<TAB>judge<TAB>forges<TAB>first new not ok | PASSED WRONGLY"
# line 1 of the spoil: "# base: KIND[/KERNEL] - what it forges"
#   KIND: compare (judge.sh on compare/KERNEL), race, faults, str (selftest-repeat), docs
set -u
name=$1 A=/tmp/audit s=$A/spoils/$1.sh
hdr=$(sed -n '1s/^# base: //p' "$s")
base=${hdr%% - *} forges=${hdr#* - }
kind=${base%%/*} k=${base#*/}
w=$A/work/$name
rm -rf "$w"; mkdir -p "$w"
# the judges as of the commit the runs were made at (ad178c1): /work/main
# moved on during the audit (43f144a changed an input of every boot)
JT=${JT:-/tmp/audit/jt}
# worktrees of /work/main at the commits the runs were made at (added here
# if missing; remove them after with git -C /work/main worktree remove --force DIR)
wt() { [ -d "$1" ] || git -C /work/main worktree add --detach "$1" "$2" >/dev/null 2>&1; }
case $kind in
compare|race|str) wt $JT ad178c1 ;;
race2) wt $A/jt2 2d1b8bf ;;
faults|str2) wt $A/jt3 aaeea15 ;;
docs) wt $A/wt ad178c1 ;;
esac
export BUILD=/work/main/build KERNELS="control alias B A A-default"
cd "$JT"
case $kind in
compare)
	cp -a $A/compare/$k "$w/$k"
	(cd "$w/$k" && sh "$s") >"$w/spoil.out" 2>&1
	sh qemu/host/judge.sh "$k" "$w/$k" compare-tests >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
	sed -n 's/^not ok [0-9]* - //p' $A/base-$k.tap >"$w/basebad"
	judge="judge.sh $k" ;;
race)
	cp -a $A/race "$w/race"
	(cd "$w/race" && sh "$s") >"$w/spoil.out" 2>&1
	RACE_OUT="$w/race" sh qemu/host/race.sh -r $(cat "$w/race/kernels") >"$w/tap" 2>"$w/err"
	# the causes alone: the real run fails every kernel for 0 cache drops,
	# and the line also echoes the measured value and the verdict
	norm() { sed -n 's/^not ok [0-9]* - //p' "$1" | sed 's/, kernel .*//; s/, completed in [0-9]* s$//' | awk '{ k = $1; sub(/^[^:]*: (not a valid run: )?/, ""); n = split($0, c, "; "); for (i = 1; i <= n; i++) print k " " c[i] }'; }
	norm "$w/tap" >"$w/bad"
	norm $A/base-race.tap >"$w/basebad"
	judge="race.sh" ;;
race2)
	cd /tmp/audit/jt2
	cp -a $A/race2 "$w/race"
	(cd "$w/race" && sh "$s") >"$w/spoil.out" 2>&1
	RACE_OUT="$w/race" sh qemu/host/race.sh -r $(cat "$w/race/kernels") >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
	sed -n 's/^not ok [0-9]* - //p' $A/base-race2.tap >"$w/basebad"
	judge="race.sh (second run)" ;;
faults)
	cd /tmp/audit/jt3	# the commit make faults' boots were made at (aaeea15)
	cp -a $A/faults "$w/faults"
	(cd "$w/faults" && sh "$s") >"$w/spoil.out" 2>&1
	FAULTS_OUT="$w/faults" sh qemu/host/faults.sh -r $(cat "$w/faults/kernels") >"$w/tap" 2>"$w/err"
	{ sed -n 's/^not ok [0-9]* - //p' "$w/tap"; for kk in $(cat "$w/faults/kernels"); do case $kk in *-broken) continue ;; esac; sed "s|^|$kk problem: |" "$w/faults/$kk/problems"; done; } >"$w/bad"
	# (the positive control always has problems: its TAP line says whether the judge took them)
	cp $A/base-faults.bad "$w/basebad"
	judge="faults.sh" ;;
str|str2)
	# str2: the second selftest-repeat run, judged at the commit it was made at (aaeea15)
	[ "$kind" = str ] || cd /tmp/audit/jt3
	cp -a $A/$kind "$w/str"
	(cd "$w/str" && sh "$s") >"$w/spoil.out" 2>&1
	SELFTEST_REPEAT_OUT="$w/str" sh qemu/host/selftest-repeat.sh -r A A-default >"$w/tap" 2>"$w/err"
	sed -n 's/^not ok [0-9]* - //p' "$w/tap" >"$w/bad"
	sed -n 's/^not ok [0-9]* - //p' $A/base-$kind.tap >"$w/basebad"
	judge="selftest-repeat.sh${kind#str}" ;;
docs)
	git -C $A/wt checkout -q -f HEAD -- . && git -C $A/wt clean -qfd
	(cd $A/wt && sh "$s") >"$w/spoil.out" 2>&1
	(cd $A/wt && sh qemu/host/check-docs.sh) >"$w/tap" 2>"$w/err"
	git -C $A/wt diff --stat >"$w/diffstat"
	git -C $A/wt checkout -q -f HEAD -- . && git -C $A/wt clean -qfd
	{ grep "^#   " "$w/tap"; grep "^not ok" "$w/tap"; } | sed "s/^not ok [0-9]* - //; s/line [0-9]*: //" >"$w/bad"
	cp $A/base-docs.bad "$w/basebad"
	judge="check-docs.sh" ;;
esac
new=$(grep -vxF -f "$w/basebad" "$w/bad" | head -1)
printf '%s\t%s\t%s\t%s\n' "$name" "$judge" "$forges" "${new:-PASSED WRONGLY}"
