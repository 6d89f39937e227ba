# base: str - A's runs 10 and 11 swapped and renumbered: run "10" forked after run "11" (its PIDs higher), the order the job states is not the order they ran
awk '/^# run: 10$/ { m = 10 } /^# run: 11$/ { m = 11 }
	m == 10 { b10 = b10 $0 "\n"; if (/^# run-exit: /) m = 0; next }
	m == 11 { b11 = b11 $0 "\n"; if (/^# run-exit: /) { m = 0; printf "%s%s", b11, b10 }; next }
	{ print }' A/output.log |
awk '/^# run: [0-9]+$/ { r++; $0 = "# run: " r } /^# run-exit: [0-9]+ / { $3 = r } { print }' >o && mv o A/output.log
