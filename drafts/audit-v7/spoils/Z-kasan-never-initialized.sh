# base: fuzz - B's debug kernel never initialized KASAN: trinity on a "debug" kernel with no sanitizer, judged clean
sed -i '/kasan: KernelAddressSanitizer initialized/d' B/console.log
