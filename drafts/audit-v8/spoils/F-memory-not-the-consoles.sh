# base: faults - A-default's boot says QEMU gave it -m 2048 (manifest, qemu-cmdline), while its console counts 512 MiB: its KASAN and kmemleak ran in a quarter of the memory claimed
sed -i 's/ -m 512 / -m 2048 /' A-default/manifest A-default/qemu-cmdline
