# base: B
# what: cwd-alias: harness lines say FAIL and Totals fail:1, but the TAP line says ok and exit 0
awk '/^# test: cwd-alias$/ { f = 1 } /^# exit: cwd-alias/ { f = 0 }
f && /^#            OK  / { sub(/#            OK  /, "#          FAIL  ") }
f && /^# PASSED: 1 \/ 1/ { $0 = "# FAILED: 0 / 1 tests passed." }
f && /^# Totals:/ { $0 = "# Totals: pass:0 fail:1 xfail:0 xpass:0 skip:0 error:0" } { print }' runs/main/output.log > o && mv o runs/main/output.log
