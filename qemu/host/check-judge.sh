#!/bin/sh
# make check-judge: the judge tested like code.  Each directory of
# qemu/host/judge-fixtures/ is a recorded run (trimmed from real boots,
# then spoilt on purpose) with the kernel it claims to be from, in
# "kernel", and what the judge must say of it, in "expect": "pass" (every
# line ok), or an ERE that one "not ok" line must match.  The fixtures'
# tests/ links the compare-tests they ran, so their real expectations apply.
# Prints TAP.
set -eu
fixtures=qemu/host/judge-fixtures
n=0 bad=0
for f in "$fixtures"/*/; do
	f=${f%/}
	name=$(basename "$f")
	[ "$name" != tests ] || continue
	n=$((n + 1))
	want=$(cat "$f/expect")
	out=$(sh qemu/host/judge.sh "$(cat "$f/kernel")" "$f" "$fixtures/tests" 2>&1 || true)
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
