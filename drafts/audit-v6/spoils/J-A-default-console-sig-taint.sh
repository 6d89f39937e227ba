# base: compare/A-default - the main console says the kernel tainted itself (unsigned module), output.log says tainted 0
awk '{ print } /Run \/init as init process/ { print "[    7.000000] netns_probe: module verification failed: signature and/or required key missing - tainting kernel" }' runs/main/console.log >c && mv c runs/main/console.log
