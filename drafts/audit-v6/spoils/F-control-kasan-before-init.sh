# base: faults - A-broken's KASAN report is stamped before init ran (uptime 1.0), before any fault round: the control's KASAN cause is not shown to come from its rounds
sed -i 's/^\[ *[0-9]*\.[0-9]*\] BUG: KASAN: slab-use-after-free in proc_net_ns_init/[    1.000000] BUG: KASAN: slab-use-after-free in proc_net_ns_init/' A-broken/console.log
