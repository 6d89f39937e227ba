# base: str - the console says the kernel was tainted (out-of-tree module) during the runs; output.log says tainted 0
awk '{ print } /Run \/init as init process/ { print "[    8.000000] netns_probe: loading out-of-tree module taints kernel." }' A/console.log >c && mv c A/console.log
