#!/bin/sh
# Turn one guest run into TAP lines: judge.sh KERNEL RUNDIR TESTSRC
# A compare-test case passes when its result (ok / not ok) is what the
# "expect:" line of its source states for KERNEL; a selftest passes when
# it exits 0 (4 is a skip).  A test the guest never reported (it hung or
# crashed first) fails, and so does a console showing an oops, a warning
# or a sanitizer report (a hung-task report is the deadlock tests'
# business).  Prints TAP lines numbered from $TAP_START (1) and
# a last line "# counts: PASSED FAILED SKIPPED NEXT".
set -eu
kernel=$1 run=$2 src=$3
expectations=$(for f in "$src"/*.c; do
	printf '%s %s\n' "$(basename "$f" .c)" \
		"$(sed -n 's/^ \* expect: *//p' "$f" | tr ' ' '\n' | sed -n "s/^$kernel=//p")"
done)
verdict=$(tr '\n' ';' <"$run/verdicts" 2>/dev/null || echo "no verdict")
tests=$(cd "$src" && ls ./*.c | sed 's|^\./||; s|\.c$||')
oops=$(grep -f qemu/kernel-reports.grep \
	"$run/console.log" 2>/dev/null | head -1 | tr -d '\r' || true)

awk -v kernel="$kernel" -v verdict="$verdict" -v n="${TAP_START:-1}" -v oops="$oops" \
    -v expectations="$expectations" -v tests="$tests" '
BEGIN {
	split(expectations, lines, "\n")
	for (i in lines) { split(lines[i], f, " "); want[f[1]] = f[2] }
	split(tests, t, "\n"); for (i in t) if (t[i] != "") pending[t[i]] = 1
}
function emit(ok, name, note) {
	printf "%s %d - %s/%s%s\n", ok ? "ok" : "not ok", n++, kernel, name, note
	if (ok) pass++; else fail++
}
/^# test: / {
	if (test != "" && cases == 0) emit(0, test, " # no result: guest " verdict)
	test = $3; cases = 0; value = ""; delete pending[test]; next
}
/^# measured: / { value = substr($0, 13); next }
/^(not )?ok [0-9]+ / && test != "" {
	got = ($1 == "ok") ? "pass" : "fail"
	name = ($1 == "ok") ? $3 : $4
	cases++
	if ($0 ~ /# SKIP/) { printf "ok %d - %s/%s:%s # SKIP\n", n++, kernel, test, name; skip++; next }
	w = want[test]
	if (w == "") emit(0, test ":" name, " # no expectation for " kernel " in " test ".c")
	else emit(got == w, test ":" name, sprintf(" # expected %s, got %s: %s", w, got, value))
	next
}
/^# exit: / {
	if (cases == 0) emit(0, $3, " # exited " $4 " without a result")
	test = ""; next
}
/^# selftest-exit: / {
	if ($4 == 4) { printf "ok %d - %s/selftest:%s # SKIP\n", n++, kernel, $3; skip++ }
	else emit($4 == 0, "selftest:" $3, $4 == 0 ? "" : " # exit " $4)
	next
}
END {
	if (test != "" && cases == 0) emit(0, test, " # no result: guest " verdict)
	for (p in pending) emit(0, p, " # no result: guest " verdict)
	if (oops == "") emit(1, "console", " # no oops, warning or sanitizer report")
	else emit(0, "console", " # " oops)
	printf "# counts: %d %d %d %d\n", pass, fail, skip, n
}' "$run/output.log"
