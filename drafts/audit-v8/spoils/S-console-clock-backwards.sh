# base: str - A-default's console stamps "Run /init as init process" at 0.4 s, before the kernel lines printed ahead of it (the guest clock runs backwards)
sed -i 's/^\[ *[0-9.]*\] Run \/init as init process\(\r\{0,1\}\)$/[    0.400000] Run \/init as init process\1/' A-default/console.log
