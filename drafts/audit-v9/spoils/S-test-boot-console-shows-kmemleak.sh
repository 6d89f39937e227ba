# base: str - A's selftest-repeat boot, of the test flavour (no kmemleak), has a console on which kmemleak initialized: not the test build its manifest names
awk '{ print } /Memory: [0-9]+K\/[0-9]+K available/ && !d { d = 1; ts = substr($0, 1, index($0, "]"))
	print ts " kmemleak: Kernel memory leak detector initialized (mem pool available: 15763)\r" }' A/console.log >c && mv c A/console.log
