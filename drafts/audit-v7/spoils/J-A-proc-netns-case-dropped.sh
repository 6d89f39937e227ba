# base: compare/A - proc-netns ran without netns.rename_2013 (an older binary: 20 cases, plan, totals and verdict agreeing), the 2013 regression case never ran
awk '/^# selftest: proc-netns$/ { s = 1 } /^# selftest-exit: proc-netns / { s = 0 }
	s && /^#   \| #  RUN           netns\.rename_2013/ { skip = 1 } s && skip { if (/^#   \| ok 19 /) skip = 0; next }
	s && match($0, /^#   \| ok [0-9]+ /) { n = $4 + 0; if (n > 19) sub(/ ok [0-9]+ /, " ok " (n - 1) " ") }
	s { sub(/1\.\.21$/, "1..20"); sub(/Starting 21 tests/, "Starting 20 tests"); sub(/PASSED: 21 \/ 21/, "PASSED: 20 / 20"); sub(/pass:21 /, "pass:20 ") }
	{ print }' runs/main/output.log >o && mv o runs/main/output.log
