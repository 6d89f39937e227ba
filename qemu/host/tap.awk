# One reading of a kselftest TAP stream (kselftest_harness.h over
# kselftest.h), for every judge that reads one: judge.sh for the
# compare-tests and the proc selftests, selftest-repeat.sh, race.sh.
# A judge puts this file's text before its own program and calls
#	tap_begin()	before a stream
#	tap_line(L)	for each of its lines ("#   | " taken off); 1 if L
#			was the stream's (plan, result, totals, verdict)
#	tap_end()	after it: "" if the stream is whole, else why not
# and then reads tap_cases, tap_pass, tap_fail and tap_skip (SKIP, XFAIL
# and TODO alike: none of them a pass), tap_names (the cases' names in
# order), tap_killed (cases the harness ended by timeout or signal, not
# by an assertion; tap_kill its last such line), tap_skipall (the reason
# of a test that skipped as a whole, "1..0 # SKIP why") and tap_seen
# (whether there was a stream at all).  A judge that knows the cases the
# test's source defines sets tap_want (their names in order, as
# kselftest_harness names them) after tap_begin().
# Whole means: one plan, before the results and equal to their number;
# results numbered 1 to N, each case named once; the harness's verdict
# line ("# PASSED: P / N tests passed." or "# FAILED: ...") and its
# "# Totals:" once each and agreeing with the results; its OK, FAIL,
# SKIP or XFAIL line before a case, a failed expectation or "Test
# failed", agreeing with the case's result; no "Bail out!"; the
# harness's "# Starting N tests" equal to the plan, and each result named
# as the RUN and OK (or FAIL) lines the harness printed before it; and,
# where tap_want is set, the cases the source defines, in its order.
function tap_begin() {
	tap_cases = tap_pass = tap_fail = tap_skip = tap_seen = 0
	tap_plan = tap_totals = tap_verdict = tap_why = tap_names = tap_said = tap_kill = tap_skipall = ""
	tap_starting = tap_run = tap_want = ""
	tap_killed = tap_runs = 0
	split("", tap_named)
}
function tap_bad(s) { if (tap_why == "") tap_why = s }
function tap_line(l,   w, num, name, d) {
	# kselftest's plan of a test that skipped as a whole
	if (l ~ /^1\.\.0 # [Ss][Kk][Ii][Pp]/) {
		tap_seen = 1
		if (tap_plan != "") tap_bad("two plans")
		# the reason alone: a "#" quoted on into a TAP line would read as
		# a directive of that line
		tap_plan = 0; tap_skipall = l; sub(/^1\.\.0 # [Ss][Kk][Ii][Pp][: ]*/, "", tap_skipall)
		if (tap_skipall == "") tap_skipall = "no reason given"
		return 1
	}
	if (l ~ /^1\.\.[0-9]+$/) {
		tap_seen = 1
		if (tap_plan != "") tap_bad("two plans")
		else if (tap_cases) tap_bad("the plan after results")
		tap_plan = substr(l, 4)
		return 1
	}
	if (l ~ /^(not )?ok [0-9]+( |$)/) {
		tap_seen = 1
		tap_cases++
		split(l, w, " ")
		num = w[1] == "ok" ? w[2] : w[3]
		if (num != tap_cases) tap_bad("case " num " where " tap_cases " was due")
		name = l
		sub(/^(not )?ok [0-9]+ *(- *)?/, "", name)
		d = ""
		if (match(name, /[ \t]*#/)) { d = substr(name, RSTART); name = substr(name, 1, RSTART - 1) }
		if (name == "") tap_bad("case " num " has no name")
		else if (tap_named[name]++) tap_bad("case " name " reported twice")
		# a harness that announced its cases announced this one
		if (tap_runs && name != tap_run) tap_bad("case " num " is " name ", the harness ran " (tap_run == "" ? "no case" : tap_run) " before it")
		tap_run = ""
		tap_names = tap_names (tap_names == "" ? "" : " ") name
		# TAP directives are case-insensitive; an XFAIL is no pass
		tap_said_check(w[1] == "ok", d)
		if (toupper(d) ~ /^[ \t]*#[ \t]*(SKIP|XFAIL|TODO)/) tap_skip++
		else if (w[1] == "not") tap_fail++
		else tap_pass++
		return 1
	}
	if (l ~ /^# Totals: /) {
		tap_seen = 1
		if (tap_totals != "") tap_bad("two \"# Totals:\" lines")
		tap_totals = substr(l, 11)
		return 1
	}
	if (l ~ /^# (PASSED|FAILED): /) {
		tap_seen = 1
		if (tap_verdict != "") tap_bad("two harness verdicts")
		tap_verdict = substr(l, 3)
		return 1
	}
	if (l ~ /^Bail out!/) { tap_seen = 1; tap_bad(l); return 1 }
	# the harness's word on the case before its result: "#  FAIL  NAME"
	# or "#  OK  NAME", and "# NAME: Test terminated by timeout" (by
	# assertion, by unexpected signal, unexpectedly): a result that says
	# otherwise is not the harness's, and a case it killed did not fail
	# by its assertions (tap_killed)
	if (l ~ /^# Starting [0-9]+ tests? from [0-9]+ test cases?\.$/) {
		split(l, w, " ")
		if (tap_starting != "") tap_bad("two \"# Starting\" lines")
		tap_starting = w[3]
		return 1
	}
	if (l ~ /^# +RUN +[^ ]+ \.\.\.$/) {
		split(l, w, " ")
		tap_runs++; tap_run = w[3]
		return 1
	}
	if (l ~ /^# +(OK|FAIL|XFAIL|SKIP|XPASS) +[^ ]+$/) {
		split(l, w, " ")
		if (tap_runs && w[3] != tap_run) tap_bad("the harness said " w[2] " of " w[3] ", where it ran " (tap_run == "" ? "no case" : tap_run))
		# a failed expectation stands: an OK after it contradicts it
		if (tap_said == "FAIL" && w[2] == "OK") tap_bad("the harness said OK after a failed expectation: " l)
		else tap_said = w[2]
		return 1
	}
	if (l ~ /^# .*: Test (terminated|failed|ended)/) {
		if (l !~ /Test terminated by assertion$/ && l !~ /Test failed$/) { tap_killed++; tap_kill = l }
		tap_said = "FAIL"
		return 1
	}
	# an expectation of the test that did not hold: its case failed; the
	# harness prints both values, and a relation between them that holds
	# is no failure of it
	if (l ~ /^# [^ ]+:[0-9]+:[A-Za-z0-9_]+:Expected /) { tap_said = "FAIL"; tap_expect_check(l); return 1 }
	return 0
}
function tap_expect_check(l,   m, a, op, b, big) {
	# ASSERT_STREQ's "Expected 'A' == 'B'."
	if (match(l, /:Expected '.*' == '.*'\.$/)) {
		m = substr(l, RSTART + 11, RLENGTH - 13); a = m; sub(/' == '.*/, "", a); b = m; sub(/.*' == '/, "", b)
		if (a == b) tap_bad("an expectation that holds, reported as failed: " l)
		return
	}
	if (!match(l, /[(]-?[0-9]+[)] (==|!=|<=|>=|<|>) /)) return
	m = substr(l, RSTART, RLENGTH); a = m; sub(/[)].*/, "", a); sub(/^[(]/, "", a)
	op = m; sub(/^[^ ]* /, "", op); sub(/ $/, "", op)
	if (!match(l, /[(]-?[0-9]+[)]$/)) return
	b = substr(l, RSTART + 1, RLENGTH - 2)
	big = length(a) > 15 || length(b) > 15	# past a double's exact integers
	if ((op == "==" && a == b) || (op == "!=" && a != b) ||
	    (!big && ((op == "<" && a + 0 < b + 0) || (op == "<=" && a + 0 <= b + 0) ||
	    (op == ">" && a + 0 > b + 0) || (op == ">=" && a + 0 >= b + 0))))
		tap_bad("an expectation that holds, reported as failed: " l)
}
function tap_said_check(ok, d) {
	if (tap_said == "FAIL" && ok) tap_bad("case " tap_cases " ok after the harness said FAIL")
	if (tap_said == "OK" && !ok) tap_bad("case " tap_cases " not ok after the harness said OK")
	if ((tap_said == "SKIP" || tap_said == "XFAIL") && toupper(d) !~ ("^[ \t]*#[ \t]*" tap_said))
		tap_bad("case " tap_cases " without the " tap_said " the harness said")
	tap_said = ""
}
function tap_end(   t, want) {
	if (!tap_seen) return ""
	# a whole skip has its plan and the totals, no results and no verdict
	if (tap_skipall != "") {
		if (tap_cases) tap_bad(tap_cases " results under a plan of 1..0 (skipped: " tap_skipall ")")
		return tap_why
	}
	if (tap_plan == "") tap_bad("no plan")
	else if (tap_plan != tap_cases) tap_bad("plan 1.." tap_plan " for " tap_cases " results")
	if (tap_starting != "" && tap_starting != tap_plan) tap_bad("the harness started " tap_starting " tests under a plan of 1.." tap_plan)
	if (tap_want != "" && tap_names != tap_want) tap_bad("cases \"" substr(tap_names, 1, 100) "\", not those its source defines, \"" substr(tap_want, 1, 100) "\"")
	# "pass:P fail:F xfail:X xpass:XP skip:S error:E"
	split(tap_totals, t, /[ a-z]*:/)
	if (tap_totals == "") tap_bad("no \"# Totals:\" line")
	else if (tap_totals !~ /^pass:[0-9]+ fail:[0-9]+ xfail:[0-9]+ xpass:[0-9]+ skip:[0-9]+ error:[0-9]+$/)
		tap_bad("\"# Totals: " tap_totals "\" is not the harness's")
	else if (t[2] + t[5] != tap_pass || t[3] + t[7] != tap_fail || t[4] + t[6] != tap_skip)
		tap_bad("\"# Totals: " tap_totals "\" for " tap_pass " passed, " tap_fail " failed, " tap_skip " skipped")
	# the harness counts a skipped case as passed
	want = (tap_fail ? "FAILED: " : "PASSED: ") (tap_cases - tap_fail) " / " tap_cases " tests passed."
	if (tap_verdict == "") tap_bad("no \"# PASSED:\" or \"# FAILED:\" line")
	else if (tap_verdict != want) tap_bad("\"# " tap_verdict "\" for " tap_cases - tap_fail " of " tap_cases " passed")
	return tap_why
}
