# base: B
# what: cwd-alias's TAP plan says 1..2, one result printed (a case vanished)
awk '/^# test: cwd-alias$/ { f = 1 } f && $0 == "1..1" { $0 = "1..2"; f = 0 } { print }' runs/main/output.log > o && mv o runs/main/output.log
