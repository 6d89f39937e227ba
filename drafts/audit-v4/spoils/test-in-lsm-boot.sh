# base: B
# what: a compare-test's output also appears in the lsm boot (ran twice, in the wrong boot)
blk=$(awk '/^# test: cwd-alias$/ { f = 1 } f { print } /^# exit: cwd-alias/ { f = 0 }' runs/main/output.log)
awk -v b="$blk" '/^# lsm: active/ { print b } { print }' runs/lsm/output.log > o && mv o runs/lsm/output.log
