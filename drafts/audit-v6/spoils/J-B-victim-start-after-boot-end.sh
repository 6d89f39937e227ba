# base: compare/B - the last trinity victim started at uptime 500.19, in a boot whose console ends at 115.8 s (125 s by the host's clock)
sed -i 's|^\(# fuzz-start: /proc/self/task => uptime \)60\.19|\1500.19|' runs/fuzz/output.log
