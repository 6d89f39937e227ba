# base: str - A's console prints "Kernel command line:" with "init=/bin/sh" added, a second command line that is not QEMU's -append nor /proc/cmdline
sed -i 's/^\(\[ *[0-9.]*\] Kernel command line: console=ttyS0 panic=-1 slab_nomerge\) \(\r\{0,1\}\)$/\1 init=\/bin\/sh\2/' A/console.log
