# base: faults - A's debug kernel never initialized KASAN (no "KernelAddressSanitizer initialized"): "no KASAN report" is no finding
sed -i '/kasan: KernelAddressSanitizer initialized/d' A/console.log
