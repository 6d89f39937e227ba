#!/bin/sh
# make check-judge: the judge tested like code.  qemu/host/judge-fixtures/
# holds good runs trimmed from real boots (good-KERNEL, made by
# qemu/host/make-fixture.sh) and bad ones, each a good run ("base") spoilt
# on purpose by its "spoil" script (run in a copy of the base; a file the
# fixture holds replaces the base's first).  "kernel" names the kernel to
# judge it as, "bench" instead of a kernel runs qemu/host/bench-report.sh
# on it, "faults" runs make faults' judge (qemu/host/faults.sh -r) on its A/,
# "rejudge" runs make rejudge in a copy of this repository (a base with a
# "repo" file), which the spoil edits.  "expect" says what must come of it: "pass" (every line ok), or
# an ERE naming the cause.  A bad fixture passes only when the spoil
# changed something, and the judge then fails it with lines its base did
# not fail, every one of them matching the ERE: the cause and nothing
# else.  A fixture whose base has not been made yet, or lacks the row its
# spoil needs ("needs": an ERE), is a SKIP saying so.
# tests/ is compare-tests/ itself: the suite's real expectations apply.
# Prints TAP, each line naming the cause.  Fixtures are judged
# CHECK_JUDGE_JOBS (two per CPU) at a time, each base's own causes once
# before them.
set -eu
. qemu/host/settings.sh
fixtures=$(cd "$(dirname "$0")" && pwd)/judge-fixtures
one=
if [ "${1:-}" = --one ]; then	# --one WORK NAME: one fixture's TAP line, unnumbered
	work=$2 one=$fixtures/$3
else
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
	# what provenance.sh derives from this work tree alone, once
	PROVENANCE_CACHE=$work/provenance
	mkdir -p "$PROVENANCE_CACHE"
	export PROVENANCE_CACHE
fi

# judge KERNEL DIR: what the judge (or bench-report) fails in DIR, one
# cause a line, without the TAP numbers; "# passes" if nothing, and
# "# judged nothing" if it printed no result at all.
judge() {
	if [ "$1" = bench ]; then
		mkdir -p "$2/.out"
		if sh qemu/host/bench-report.sh "$2" >/dev/null 2>"$2/.out/err"; then
			# goals not met are causes too (the allocation goal)
			awk -F'\t' '$1 == "bench: Goals" && $3 == "measured on A" { m[$2] = $4 }
				$1 == "bench: Goals" && $3 == "verdict" && $4 == "not met" { print "goal not met: " $2 ": " m[$2] }' "$2/bench.md.tsv"
		else
			cat "$2/.out/err"
		fi
		return
	fi
	if [ "$1" = fuzz ]; then	# make fuzz's judge, on the boots and params DIR holds
		sh qemu/host/fuzz.sh -r "$2" 2>&1 | sed -n 's/^not ok [0-9]* - //p' || true
		return
	fi
	if [ "$1" = selftest-repeat ]; then	# its judge, on every kernel DIR holds
		SELFTEST_REPEAT_OUT=$2 sh qemu/host/selftest-repeat.sh -r $(cat "$2/kernels") 2>&1 |
			sed -n 's/^not ok [0-9]* - //p' || true
		return
	fi
	if [ "$1" = race ]; then	# make race's judge, on every kernel DIR holds
		RACE_OUT=$2 sh qemu/host/race.sh -r $(cat "$2/kernels") 2>&1 |
			sed -n 's/^not ok [0-9]* - //p' || true
		return
	fi
	if [ "$1" = rejudge ]; then	# make rejudge, in DIR, a copy of this repository
		(cd "$2" && sh qemu/host/rejudge.sh 2>&1) | sed -n 's/^not ok [0-9]* - //p' || true
		return
	fi
	if [ "$1" = faults ]; then	# make faults' judge, on every kernel DIR holds: A's problems, and the positive control's verdict
		FAULTS_OUT=$2 sh qemu/host/faults.sh -r $(cat "$2/kernels" 2>/dev/null || echo A) 2>&1 |
			sed -n 's/^not ok [0-9]* - \(.*(positive control).*\)/\1/p' || true
		[ -f "$2/A/problems" ] && cat "$2/A/problems" || echo "# judged nothing: no problems file"
		return
	fi
	out=$(sh qemu/host/judge.sh "$1" "$2" "$fixtures/tests" 2>&1 || true)
	printf '%s\n' "$out" | grep -q '^ok\|^not ok' || { echo "# judged nothing: $(printf '%s\n' "$out" | head -1)"; return; }
	printf '%s\n' "$out" | sed -n 's/^not ok [0-9]* - //p'
}
# snapshot DIR: one line that changes when any file under DIR does
snapshot() { (cd "$1" && find . -type f -exec cksum {} + | sort | cksum); }

# base_copy BASE DIR: a good run into DIR; one whose directory names a
# committed run ("run": compare-tests/results/runs/NAME.tar.xz) is that
# run, unpacked, so the fixture and the report rest on the same boots
base_copy() {
	# "repo": this repository as the work tree has it, its history shared
	# (the runs' manifests name its commits), for make rejudge
	if [ -f "$fixtures/$1/repo" ]; then
		rmdir "$2" && git clone -q --shared . "$2" &&
			git diff --name-only --diff-filter=M -z | xargs -0 -r cp --parents -t "$2" &&
			cp "$fixtures/$1/expect" "$fixtures/$1/kernel" "$2/"
		return
	fi
	cp -r "$fixtures/$1/." "$2"; unpack_run "$2"
}
unpack_run() {
	[ -f "$1/run" ] || return 0
	xz -dc "compare-tests/results/runs/$(cat "$1/run").tar.xz" | tar -C "$1" -xf -
	rm -f "$1/run"
}
base_causes() {	# base_causes BASE: what the judge fails in a good run itself
	# (in a directory of this process's own: a fixture whose base was not
	# judged first judges it beside others that may do the same)
	d=$work/base-$1.$$
	mkdir -p "$d" && base_copy "$1" "$d" &&
		rm -f "$d/expect" "$d/kernel" &&
		judge "$(cat "$fixtures/$1/kernel")" "$d" >"$work/$1.causes.$$" &&
		mv "$work/$1.causes.$$" "$work/$1.causes"
}
one() {
	f=$1
	name=$(basename "$f")
	base=$(cat "$f/base" 2>/dev/null || true)
	if [ -n "$base" ] && [ ! -f "$fixtures/$base/expect" ]; then
		echo "ok - $name # SKIP base $base not made yet: make fixtures (qemu/host/make-fixture.sh)"
		return
	fi
	# a spoil that needs a row the guest prints since the base was made
	if [ -f "$f/needs" ] && ! grep -rqE -f "$f/needs" "$fixtures/$base"; then
		echo "ok - $name # SKIP base $base predates /$(cat "$f/needs")/: make fixtures after make check"
		return
	fi
	run=$work/$name
	mkdir -p "$run"
	[ -z "$base" ] || base_copy "$base" "$run"
	before=$(snapshot "$run")
	cp -r "$f/." "$run"
	unpack_run "$run"
	rm -f "$run/spoil" "$run/base"
	[ ! -f "$f/spoil" ] || (cd "$run" && FIXTURES=$fixtures sh "$f/spoil")
	want=$(cat "$f/expect") kernel=$(cat "$f/kernel" 2>/dev/null || cat "$fixtures/$base/kernel")
	rm -f "$run/expect" "$run/kernel"
	failing=$(judge "$kernel" "$run")
	if [ "$want" = pass ]; then
		# a good bench run may miss goals: it must only be reported
		[ "$kernel" != bench ] || failing=$(printf '%s\n' "$failing" | grep -v '^goal not met: ' || true)
		if [ -z "$failing" ]; then
			echo "ok - $name: passes, as a good run must"
		else
			echo "not ok - $name: a good run failed: $(printf '%s\n' "$failing" | head -1)"
			printf '%s\n' "$failing" | sed 's/^/#   /'
			fi
		return
	fi
	# (a fixture may spoil only the label: a base judged as another kernel)
	if [ -n "$base" ] && [ "$kernel" = "$(cat "$fixtures/$base/kernel")" ] && [ "$(snapshot "$run")" = "$before" ]; then
		echo "not ok - $name: the spoil changed nothing in $base (does its pattern still match?)"
		return
	fi
	# the causes this fixture adds to its base's
	[ -f "$work/$base.causes" ] || base_causes "$base"
	new=$(printf '%s\n' "$failing" | grep -vxF -f "$work/$base.causes" | grep . || true)
	others=$(printf '%s\n' "$new" | grep -vE -- "$want" || true)
	if [ -z "$new" ]; then
		echo "not ok - $name: the judge did not fail it beyond its base, /$want/ expected"
	elif [ -n "$others" ]; then
		echo "not ok - $name: fails for another cause than /$want/: $(printf '%s\n' "$others" | head -1)"
		printf '%s\n' "$new" | sed 's/^/#   /'
	else
		echo "ok - $name: fails: $(printf '%s\n' "$new" | head -1)"
	fi
}

if [ -n "$one" ]; then one "$one"; exit 0; fi
names=$(cd "$fixtures" && for f in */; do [ "$f" = tests/ ] || echo "${f%/}"; done)
# (CHECK_JUDGE_ONLY="NAME...": those fixtures alone, while a judge is
# worked on; make check never sets it)
[ -z "${CHECK_JUDGE_ONLY:-}" ] || names=$CHECK_JUDGE_ONLY
jobs=${CHECK_JUDGE_JOBS:-$((2 * $(nproc)))}
# the good runs every spoil is measured against, judged once
for b in $(cd "$fixtures" && for f in $names; do cat "$f/base" 2>/dev/null; done | sort -u); do
	[ ! -f "$fixtures/$b/expect" ] || base_causes "$b" &
done
wait
# (a fixture whose run of the judge fails outright shows as not ok below,
# by its own line: it stops none of the others)
printf '%s\n' $names | xargs -P "$jobs" -I{} sh -c 'sh "$0" --one "$1" "$2" >"$1/{}.line" 2>&1 || true' "$0" "$work" {}
for name in $names; do
	line=$(cat "$work/$name.line" 2>/dev/null || true)
	case $line in "ok - "*|"not ok - "*) printf '%s\n' "$line" ;; *) echo "not ok - $name: the fixture printed no result: $(printf '%.100s' "$line")" ;; esac
done >"$work/tap"
# every kernel's pass path needs a good run that shows it
for k in $KERNELS; do
	[ ! -d "$fixtures/good-$k" ] || continue
	echo "not ok - good-$k: no good run of $k: sh qemu/host/make-fixture.sh build/check $k"
done >>"$work/tap"
# numbered in the fixtures' order; the plan is every fixture and every
# missing good run, so a line that went missing shows as a short plan
n=0 bad=0
while IFS= read -r line; do
	case $line in
	"not ok - "*) n=$((n + 1)) bad=1; echo "not ok $n - ${line#not ok - }" ;;
	"ok - "*) n=$((n + 1)); echo "ok $n - ${line#ok - }" ;;
	*) printf '%s\n' "$line" ;;
	esac
done <"$work/tap"
echo "1..$n"
exit $bad
