# base: bench - A's instruction-clock boots ran at -icount shift=3 (8 ns an instruction), B's and A-default's at shift=0: the A/B ratios compare two clocks
for p in 1 2; do
	sed -i 's/ -icount shift=0,sleep=off/ -icount shift=3,sleep=off/' icount-A-$p/qemu-cmdline icount-A-$p/manifest
done
