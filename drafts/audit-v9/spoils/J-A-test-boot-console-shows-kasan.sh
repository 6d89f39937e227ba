# base: compare/A - A's main boot, as the test flavour (no KASAN, no kmemleak), has a console on which KASAN and kmemleak initialized: a debug kernel's console under a test build's manifest; detectors are required where the flavour has them, never forbidden where it has not
awk '{ print } /Memory: [0-9]+K\/[0-9]+K available/ && !d { d = 1; ts = substr($0, 1, index($0, "]"))
	print ts " kasan: KernelAddressSanitizer initialized\r"
	print ts " kmemleak: Kernel memory leak detector initialized (mem pool available: 15763)\r" }' runs/main/console.log >c && mv c runs/main/console.log
grep -c 'KernelAddressSanitizer' runs/main/console.log
