# base: faults - A-broken's KASAN in proc_net_ns_init is an out-of-bounds access, not the use-after-free its patch makes: still "fails for each cause"
sed -i 's/BUG: KASAN: slab-use-after-free in proc_net_ns_init/BUG: KASAN: slab-out-of-bounds in proc_net_ns_init/' A-broken/console.log
