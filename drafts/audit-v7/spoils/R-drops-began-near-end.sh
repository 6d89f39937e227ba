# base: race - A's first cache drop is stamped 1.4 s before the end of boot, so its 20 s of stats against drops could not have run
sed -i 's/^\[ *[0-9.]*\] race-net-link-r (\([0-9]*\)): drop_caches: 4/[   22.958552] race-net-link-r (\1): drop_caches: 4/' A/console.log
