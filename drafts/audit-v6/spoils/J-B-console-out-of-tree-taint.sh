# base: compare/B - the lsm boot's console says the kernel was tainted (out-of-tree module), output.log still says tainted 0
awk '{ print } /Run \/init as init process/ { print "[    6.100000] procfs_probe: loading out-of-tree module taints kernel." }' runs/lsm/console.log >c && mv c runs/lsm/console.log
