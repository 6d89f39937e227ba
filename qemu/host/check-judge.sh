#!/bin/sh
# make check-judge: the judge tested like code.  qemu/host/judge-fixtures/
# holds runs trimmed from real boots: good-* as recorded (their compat and
# lsm lines from later boots of the same kernels), every other one
# a good run ("base") with a few files spoilt on purpose (a BUG line, a
# killed guest, a skipped selftest...).  Each says in "expect" what the
# judge must make of it: "pass" (every line ok), or an ERE that one "not
# ok" line must match.  tests/ links the compare-tests the runs come from,
# so their real expectations apply.  Prints TAP.
set -eu
fixtures=qemu/host/judge-fixtures
run=$(mktemp -d)
trap 'rm -rf "$run"' EXIT
n=0 bad=0
for f in "$fixtures"/*/; do
	f=${f%/}
	name=$(basename "$f")
	[ "$name" != tests ] || continue
	n=$((n + 1))
	rm -rf "$run" && mkdir "$run"
	[ ! -f "$f/base" ] || cp -r "$fixtures/$(cat "$f/base")/." "$run"
	cp -r "$f/." "$run"
	want=$(cat "$run/expect")
	out=$(sh qemu/host/judge.sh "$(cat "$run/kernel")" "$run" "$fixtures/tests" 2>&1 || true)
	failing=$(printf '%s\n' "$out" | grep '^not ok' || true)
	if [ "$want" = pass ]; then
		if [ -z "$failing" ] && printf '%s\n' "$out" | grep -q '^ok'; then
			echo "ok $n - $name: passes, as a good run must"
		else
			echo "not ok $n - $name: a good run failed: $(printf '%s\n' "$failing" | head -1)"
			bad=1
		fi
	elif hit=$(printf '%s\n' "$failing" | grep -E -- "$want" | head -1) && [ -n "$hit" ]; then
		echo "ok $n - $name: fails: ${hit#not ok * - }"
	else
		echo "not ok $n - $name: the judge did not fail it with /$want/"
		printf '%s\n' "$out" | sed 's/^/#   /'
		bad=1
	fi
done
echo "1..$n"
exit $bad
