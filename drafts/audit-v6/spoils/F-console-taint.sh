# base: faults - A-default's console says the kernel was tainted (out-of-tree module); output.log says "faults: tainted 0"
awk '{ print } /Run \/init as init process/ { print "[    9.000000] fault_helper: loading out-of-tree module taints kernel." }' A-default/console.log >c && mv c A-default/console.log
