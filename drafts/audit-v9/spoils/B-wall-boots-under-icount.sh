# base: bench - the wall-clock column of A was measured under -icount shift=0 (an instruction clock), not wall time: the two clocks' tables are not two clocks
for p in 1 2; do
	sed -i 's/ -no-reboot / -no-reboot -icount shift=0,sleep=off /' wall-A-$p/qemu-cmdline wall-A-$p/manifest
done
