# base: B
# what: trinity victims' fuzz-start uptimes overlap (second started while the first ran)
sed -i 's|^# fuzz-start: /proc/1/net => uptime 31.23$|# fuzz-start: /proc/1/net => uptime 10.02|' runs/fuzz/output.log
