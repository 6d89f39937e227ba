# base: B
# what: main reports a test not in the suite (stale binary in the initramfs) that failed
awk '{ print } /^# exit: cwd-alias 0$/ { print "# test: cwd-alias-old"; print "TAP version 13"; print "1..1"; print "# measured: boom"; print "not ok 1 global.x"; print "# exit: cwd-alias-old 1" }' runs/main/output.log > o && mv o runs/main/output.log
