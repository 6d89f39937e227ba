# base: compare/B - cwd-alias: the harness says the case "ended in some other way" (its child died by signal 9), yet OK and ok
awk '/^# test: / { t = $3 } t == "cwd-alias" && /^#  +OK  global.cwd_not_moved_by_other_lookup$/ { print "# cwd_not_moved_by_other_lookup: Test ended in some other way [9]" } { print }' runs/main/output.log >o && mv o runs/main/output.log
