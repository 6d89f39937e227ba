# base: fuzz - control-unprivileged's boot says QEMU gave it -m 2048, while its console counts 512 MiB
sed -i 's/ -m 512 / -m 2048 /' control-unprivileged/manifest control-unprivileged/qemu-cmdline
