# base: B
# what: a victim started at uptime 500 s, after the console's end of boot (92 s)
sed -i 's|^# fuzz-start: /proc/self/task => uptime 58.45$|# fuzz-start: /proc/self/task => uptime 500.45|' runs/fuzz/output.log
