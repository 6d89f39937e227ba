# base: str - run 9's harness summary says 20 / 21 passed; its ok lines and totals say 21
awk '/^# run: / { r = $3 } r == 9 && /^#   \| # PASSED: 21 \/ 21/ { $0 = "#   | # PASSED: 20 / 21 tests passed." } { print }' A/output.log >o && mv o A/output.log
