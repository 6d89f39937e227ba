#!/bin/sh
# make check-bisect: every prefix of series-netns-id must build with the
# project's config and boot to the test runner, with setns-dcache passing
# and /proc/self/net/dev readable, on /proc and, once the series has the
# option (its last kernel patch), on a procfs mounted with net=link.
# compare-tests/inotify-after-reclaim, the test that answers to the patch
# sharing proc_dir_entry inodes again, must pass on net=link with the
# whole series and fail with that one patch reverted.
#   check-bisect.sh PATCH...
# Uses the worktree build/bisect/src; each step is an incremental build.
set -eu
. qemu/host/settings.sh
top=$(pwd)
src=$BUILD_ABS/bisect/src
mkdir -p $BUILD/bisect
[ -d $src ] || git -C $BUILD/src worktree add -q -f -B bisect "$src" base
job=$BUILD/bisect/job
cat >$job <<'JOB'
cat /proc/self/net/dev >/dev/null && echo "# bisect: self/net/dev readable"
# from the patch that adds net=link on: an instance with it works too
mkdir -p /tmp/proc-link
if mount -t proc -o net=link proc /tmp/proc-link 2>/dev/null; then
	cat /tmp/proc-link/self/net/dev >/dev/null && echo "# bisect: net=link self/net/dev readable"
	ls /tmp/proc-link | grep -q '^netns-' && echo "# bisect: net=link: netns-* listed"
	umount /tmp/proc-link
	# the inode-sharing patch's test, on a net=link /proc
	unshare -m sh -c 'mount -t proc -o net=link proc /proc && /tests/compare/inotify-after-reclaim >/dev/null'
	echo "# bisect-reclaim: exit $?"
fi
for t in setns-dcache proc-netns; do
	[ -x /tests/proc/$t ] || continue
	/tests/proc/$t; echo "# bisect: $t exit $?"
done
JOB
# boot STEP [control]: build and boot the worktree's head, print its TAP
# line; a control (a kernel that is not a step) only gets a comment.
boot() {
	step=$1
	if ! JOBS=${JOBS:-$(nproc)} sh qemu/host/build-kernel.sh bisect >$BUILD/bisect/build.log 2>&1; then
		echo "not ok $i - $step: build failed ($BUILD/bisect/build.log)"; status=1; return
	fi
	rm -rf $BUILD/bisect/selftests && mkdir -p $BUILD/bisect/selftests
	make -s -C $src/tools/testing/selftests/proc OUTPUT="$BUILD_ABS/bisect/selftests" LDFLAGS=-static >/dev/null
	sh qemu/host/mkinitramfs.sh $BUILD/bisect/initramfs.cpio bisect $BUILD/bisect/selftests $BUILD/tests
	sh qemu/host/run.sh $BUILD/bisect/bzImage $BUILD/bisect/initramfs.cpio $BUILD/bisect/run \
		"${BOOT_TIMEOUT:-300}" $job 2>/dev/null || true
	got=$(grep '^# bisect:' $BUILD/bisect/run/output.log | sed 's/^# bisect: //' | tr '\n' ';')
	reclaim=$(sed -n 's/^# bisect-reclaim: exit //p' $BUILD/bisect/run/output.log)
	[ -z "$reclaim" ] || got="$got inotify-after-reclaim exit $reclaim;"
	if [ -n "${2:-}" ]; then
		echo "# $step: $(cat $BUILD/bisect/run/verdict): $got"
	elif grep -q 'readable' $BUILD/bisect/run/output.log &&
	   ! grep '^# bisect:' $BUILD/bisect/run/output.log | grep -qv 'exit 0$\|readable$\|listed$'; then
		echo "ok $i - $step: builds, boots: $got"
	else
		echo "not ok $i - $step: $(cat $BUILD/bisect/run/verdict): $got"; status=1
	fi
}

status=0 i=0 share=
git -C $src checkout -q -B bisect base
for p in "$@"; do
	i=$((i + 1))
	git -C $src am -q "$top/$p"
	case $p in *share-proc_dir_entry-inodes-again*) share=$(git -C $src rev-parse HEAD) ;; esac
	reclaim=
	boot "$i/$# $(basename "$p")"
done
reclaim_with=$reclaim

# The whole series but the inode-sharing patch: its test must fail.
reclaim=
if [ -n "$share" ] && git -C $src revert --no-edit "$share" >/dev/null; then
	boot "the series without \"$(git -C $src log -1 --format=%s "$share")\"" control
fi
reclaim_without=$reclaim

i=$((i + 1))
if [ "${reclaim_with:-}" = 0 ] && [ -n "${reclaim_without:-}" ] && [ "$reclaim_without" != 0 ]; then
	echo "ok $i - inotify-after-reclaim passes on net=link with the series and fails without the inode-sharing patch (exit $reclaim_without)"
else
	echo "not ok $i - inotify-after-reclaim: exit ${reclaim_with:-none} with the series, ${reclaim_without:-none} without the inode-sharing patch (must pass, then fail)"
	status=1
fi
exit $status
