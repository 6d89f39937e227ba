# base: str - A's selftest-repeat boot says QEMU gave it -m 1024 (manifest, qemu-cmdline), while its console counts 512 MiB
sed -i 's/ -m 512 / -m 1024 /' A/manifest A/qemu-cmdline
