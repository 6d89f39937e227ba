# base: B
# what: cwd-alias's TAP header and plan line deleted
awk '/^# test: cwd-alias$/ { f = 1 } f && ($0 == "1..1" || $0 == "TAP version 13") { if ($0 == "1..1") f = 0; next } { print }' runs/main/output.log > o && mv o runs/main/output.log
