# base: race - A's boot is filed as A-evict's and A-evict's as A's, each manifest relabelled (kernel, patches, QEMU's paths): the table's A-evict row is A's kernel (release 6.12.118-A)
mv A x; mv A-evict A; mv x A-evict
for k in A A-evict; do
	o=$( [ $k = A ] && echo A-evict || echo A )
	grep '^patch ' $o/manifest >p.$k
done
for k in A A-evict; do
	o=$( [ $k = A ] && echo A-evict || echo A )
	awk -v k=$k -v o=$o -v p=p.$k '/^kernel / { print "kernel " k; next } /^patch / { if (!d) { while ((getline l < p) > 0) print l; d = 1 } next }
		/^qemu / { gsub("build/" o "/smp/", "build/" k "/smp/"); gsub("race/" o "/", "race/" k "/") } { print }' $k/manifest >m && mv m $k/manifest
	[ ! -f $k/qemu-cmdline ] || sed -n 's/^qemu //p' $k/manifest >$k/qemu-cmdline
done
rm -f p.A p.A-evict
