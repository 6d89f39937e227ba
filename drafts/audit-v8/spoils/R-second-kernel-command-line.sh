# base: race - A's console prints "Kernel command line:" with maxcpus=1 added (a guest that would bring up one CPU), unlike its "Command line:", /proc/cmdline and QEMU's -append
sed -i 's/^\(\[ *[0-9.]*\] Kernel command line: console=ttyS0 panic=-1 slab_nomerge\) \r\{0,1\}$/\1 maxcpus=1/' A/console.log
