# base: compare/B - the first trinity victim started at uptime 0.40, before the console's "Run /init" at 4.04 s
sed -i 's|^\(# fuzz-start: /proc/self/net => uptime \)5\.08|\10.40|' runs/fuzz/output.log
