# base: race - A's two vCPUs ran under -icount (one TCG thread, deterministic: no parallel race), make race never gives it
sed -i '/^qemu /s/ -cpu qemu64,+pku / -icount shift=0,sleep=off -cpu qemu64,+pku /' A/manifest
[ ! -f A/qemu-cmdline ] || sed -i 's/ -cpu qemu64,+pku / -icount shift=0,sleep=off -cpu qemu64,+pku /' A/qemu-cmdline
