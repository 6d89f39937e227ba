#!/bin/sh
# make check-patches: checkpatch.pl --strict on every patch of the three
# kernels, and W=1 on the fs/proc objects of A against the base.
# UNKNOWN_COMMIT_ID is ignored: the packaged tree carries no upstream
# history, so every upstream commit id is "unknown" here.  Errors fail;
# each remaining warning is justified in its commit message.
set -eu
. qemu/host/settings.sh
status=0
for dir in compare-tests/kernels/control series-unique-inode series-netns-id; do
	for p in "$dir"/0*.patch; do
		case $p in */0000-*) continue ;; esac
		# On stdin: given the name of a file git tracks, checkpatch
		# checks it as a source file, not as a patch.
		out=$($BUILD/src/scripts/checkpatch.pl --strict --no-tree -q \
			--ignore UNKNOWN_COMMIT_ID - <"$p" || true)
		total=$(echo "$out" | sed -n 's/^total: //p')
		echo "${total:-0 errors, 0 warnings, 0 checks}: $p"
		echo "$out" | grep -E '^(ERROR|WARNING|CHECK):' | sed 's/^/    /' || true
		case $total in [1-9]*" errors"*) status=1 ;; esac
	done
done

# W=1: no new compiler warnings in the files the series touches.  In an
# object directory of its own (the test build's config), so that neither
# the test build's objects nor the sources' times change: a test kernel
# rebuilt for that is another image, and make compare's run no longer
# make check's.
w1() {	# w1 KERNEL -> warning lines, without line numbers
	o=$BUILD_ABS/$1/obj-w1
	mkdir -p "$o"
	cmp -s "$BUILD/$1/obj/.config" "$o/.config" || cp "$BUILD/$1/obj/.config" "$o/.config"
	make -s -C $BUILD/$1/src O="$o" CC="ccache gcc" olddefconfig prepare >/dev/null 2>&1
	rm -f "$o"/fs/proc/*.o
	make -s -C $BUILD/$1/src O="$o" CC="ccache gcc" W=1 fs/proc/ 2>&1 |
		grep 'warning:' | sed -E 's/:[0-9]+(:[0-9]+)?:/:/; s|.*/src/||' | sort -u
}
w1 B >$BUILD/w1-base.txt	# B's fs/ is the base's
w1 A >$BUILD/w1-A.txt
new=$(comm -13 $BUILD/w1-base.txt $BUILD/w1-A.txt)
# (no warning from a build that did not happen)
built=yes
for k in A B; do [ -f "$BUILD/$k/obj-w1/fs/proc/proc_net.o" ] || built=no; done
if [ $built = no ]; then
	echo "not ok - W=1: fs/proc did not build in $BUILD/A/obj-w1 or $BUILD/B/obj-w1"
	status=1
elif [ -z "$new" ]; then
	echo "ok - W=1: no new warnings in fs/proc ($(wc -l <$BUILD/w1-base.txt) already in the base)"
else
	echo "not ok - W=1: new warnings in fs/proc:"; echo "$new" | sed 's/^/    /'
	status=1
fi
exit $status
