# base: compare/alias - a KASAN report on the main console, a tab between its time stamp and "BUG:"
awk '{ print } /Run \/init as init process/ { printf "[   20.000000]\tBUG: KASAN: slab-use-after-free in proc_net_d_revalidate+0x3c/0x90\n[   20.000001] Read of size 8 at addr ffff888003a1b2c8 by task dir-identity/61\n" }' runs/main/console.log >c && mv c runs/main/console.log
