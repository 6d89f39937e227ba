# base: compare/alias - the main boot's console prints "Kernel command line:" with hung_task_timeout_secs=0 added, a second command line that is not QEMU's -append nor /proc/cmdline
sed -i 's/^\(\[ *[0-9.]*\] Kernel command line: console=ttyS0 panic=-1 slab_nomerge\) \r$/\1 hung_task_timeout_secs=0\r/' runs/main/console.log
