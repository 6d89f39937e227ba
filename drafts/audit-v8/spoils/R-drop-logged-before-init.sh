# base: race - A-evict's console logs the test's first cache drop at 1.2 s, before "Run /init as init process" (3.x s): the test ran before init started it
sed -i 's/^\[ *[0-9.]*\] race-net-link-r (\([0-9]*\)): drop_caches: 4/[    1.200000] race-net-link-r (\1): drop_caches: 4/' A-evict/console.log
