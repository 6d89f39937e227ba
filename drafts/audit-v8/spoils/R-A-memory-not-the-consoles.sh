# base: race - A's boot says QEMU gave it -m 4096 (manifest, qemu-cmdline), while its console counts 512 MiB of memory
sed -i 's/ -m 512 / -m 4096 /' A/manifest A/qemu-cmdline
