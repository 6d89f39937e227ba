# base: race - A's race boot, of the smp flavour (no KASAN: KASAN slows every access and changes the race's timing), has a console on which KASAN initialized
awk '{ print } /Memory: [0-9]+K\/[0-9]+K available/ && !d { d = 1; ts = substr($0, 1, index($0, "]"))
	print ts " kasan: KernelAddressSanitizer initialized\r" }' A/console.log >c && mv c A/console.log
