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

# W=1: no new compiler warnings in the files the series touches.
w1() {	# w1 KERNEL -> warning lines, without line numbers
	touch $BUILD/$1/src/fs/proc/*.c
	make -s -C $BUILD/$1/src O="$BUILD_ABS/$1/obj" CC="ccache gcc" W=1 fs/proc/ 2>&1 |
		grep 'warning:' | sed -E 's/:[0-9]+(:[0-9]+)?:/:/; s|.*/src/||' | sort -u
}
w1 B >$BUILD/w1-base.txt	# B's fs/ is the base's
w1 A >$BUILD/w1-A.txt
new=$(comm -13 $BUILD/w1-base.txt $BUILD/w1-A.txt)
if [ -z "$new" ]; then
	echo "ok - W=1: no new warnings in fs/proc ($(wc -l <$BUILD/w1-base.txt) already in the base)"
else
	echo "not ok - W=1: new warnings in fs/proc:"; echo "$new" | sed 's/^/    /'
	status=1
fi
exit $status
