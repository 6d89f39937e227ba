# base: B
# what: a compare-test failing in the lsm boot, passing in main
awk '/^# lsm: active/ { print "# test: cwd-alias"; print "1..1"; print "# measured: child cwd /proc/2/net/stat"; print "not ok 1 global.cwd_not_moved_by_other_lookup"; print "# exit: cwd-alias 1" } { print }' runs/lsm/output.log > o && mv o runs/lsm/output.log
