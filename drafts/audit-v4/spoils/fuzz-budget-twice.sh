# base: B
# what: a victim's budget printed twice (25 s, then 600 s)
sed -i 's|^# fuzz-budget: /proc/1/net => 25 s$|&\n# fuzz-budget: /proc/1/net => 600 s|' runs/fuzz/output.log
