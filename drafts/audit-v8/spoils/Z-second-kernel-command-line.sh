# base: fuzz - B-unprivileged's console prints "Kernel command line:" with kmemleak=off added, a second command line unlike its "Command line:", /proc/cmdline and QEMU's -append
sed -i 's/^\(\[ *[0-9.]*\] Kernel command line: console=ttyS0 panic=-1 slab_nomerge\) \(\r\{0,1\}\)$/\1 kmemleak=off\2/' B-unprivileged/console.log
