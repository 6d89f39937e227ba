# base: compare/B - the last trinity victim ran 54 s from uptime 60.19, past the console's end of boot at 115.8 s (with the churn after it)
sed -i 's|^\(# fuzz: /proc/self/task => exit 0 after \)26 s|\154 s|' runs/fuzz/output.log
