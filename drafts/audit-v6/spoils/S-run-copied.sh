# base: str - run 2's output is a copy of run 1's (the same PIDs 235 and 236 in its rename line): one run passed off as two
awk '/^# run: 1$/ { grab = 1 } grab { buf = buf $0 "\n" } /^# run-exit: 1 / { grab = 0 }
/^# run: 2$/ { skip = 1; b = buf; sub(/^# run: 1\n/, "# run: 2\n", b); sub(/# run-exit: 1 /, "# run-exit: 2 ", b); printf "%s", b }
!skip { print } /^# run-exit: 2 / { skip = 0 }' A/output.log >o && mv o A/output.log
