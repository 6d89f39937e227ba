# base: compare/B - the last trinity victim ran 54 s from uptime 58.85, past the console's end of boot at 114 s (with the churn after it)
sed -i 's|^\(# fuzz: /proc/self/task => exit 0 after \)27 s|\154 s|' runs/fuzz/output.log
