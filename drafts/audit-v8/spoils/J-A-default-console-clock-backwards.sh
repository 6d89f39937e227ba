# base: compare/A-default - the main boot's console stamps "Run /init as init process" at 0.5 s, before the lines the kernel printed ahead of it (the clock runs backwards)
sed -i 's/^\[ *[0-9.]*\] Run \/init as init process\r$/[    0.500000] Run \/init as init process\r/' runs/main/console.log
