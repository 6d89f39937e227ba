# base: race - CPU 1 went offline before the test (console), so the "2 CPUs" race ran on one
awk '{ print } /Run \/init as init process/ { print "[    1.800000] smpboot: CPU 1 is now offline" }' A/console.log >c && mv c A/console.log
