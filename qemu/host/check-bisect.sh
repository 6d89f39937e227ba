#!/bin/sh
# make check-bisect: every prefix of series-netns-id must build with the
# project's config and boot to the test runner, with setns-dcache passing
# and /proc/self/net/dev readable, on /proc and, once the series has the
# option, on a procfs mounted with net=link.  compare-tests/
# inotify-after-reclaim must fail on net=link before the patch that
# shares proc_dir_entry inodes again, and pass from it on: the test that
# patch answers to.   check-bisect.sh PATCH...
# Uses the worktree build/bisect/src; each step is an incremental build.
set -eu
top=$(pwd)
src=build/bisect/src
mkdir -p build/bisect
[ -d $src ] || git -C build/src worktree add -q -f -B bisect "$top/$src" base
job=build/bisect/job
cat >$job <<'JOB'
cat /proc/self/net/dev >/dev/null && echo "# bisect: self/net/dev readable"
# from the patch that adds net=link on: an instance with it works too
mkdir -p /tmp/proc-link
if mount -t proc -o net=link proc /tmp/proc-link 2>/dev/null; then
	cat /tmp/proc-link/self/net/dev >/dev/null && echo "# bisect: net=link self/net/dev readable"
	ls /tmp/proc-link | grep -q '^netns-' && echo "# bisect: net=link: netns-* listed"
	umount /tmp/proc-link
	# the last patch's test, on a net=link /proc: must fail before it
	unshare -m sh -c 'mount -t proc -o net=link proc /proc && /tests/compare/inotify-after-reclaim >/dev/null'
	echo "# bisect-reclaim: exit $?"
fi
for t in setns-dcache proc-netns; do
	[ -x /tests/proc/$t ] || continue
	/tests/proc/$t; echo "# bisect: $t exit $?"
done
JOB
status=0 i=0 last_reclaim=
git -C $src checkout -q -B bisect base
for p in "$@"; do
	i=$((i + 1))
	git -C $src am -q "$top/$p"
	step="$i/$# $(basename "$p")"
	if ! JOBS=${JOBS:-$(nproc)} sh qemu/host/build-kernel.sh bisect >build/bisect/build.log 2>&1; then
		echo "not ok $i - $step: build failed (build/bisect/build.log)"; status=1; continue
	fi
	rm -rf build/bisect/selftests && mkdir -p build/bisect/selftests
	make -s -C $src/tools/testing/selftests/proc OUTPUT="$top/build/bisect/selftests" LDFLAGS=-static >/dev/null
	sh qemu/host/mkinitramfs.sh build/bisect/initramfs.cpio bisect build/bisect/selftests build/tests
	sh qemu/host/run.sh build/bisect/bzImage build/bisect/initramfs.cpio build/bisect/run \
		"${BOOT_TIMEOUT:-300}" $job 2>/dev/null || true
	got=$(grep '^# bisect:' build/bisect/run/output.log | sed 's/^# bisect: //' | tr '\n' ';')
	reclaim=$(sed -n 's/^# bisect-reclaim: exit //p' build/bisect/run/output.log)
	[ -z "$reclaim" ] || got="$got inotify-after-reclaim exit $reclaim;"
	case $p in *share-proc_dir_entry-inodes-again*) reclaim_with=$reclaim reclaim_before=$last_reclaim ;; esac
	last_reclaim=$reclaim
	if grep -q 'readable' build/bisect/run/output.log &&
	   ! grep '^# bisect:' build/bisect/run/output.log | grep -qv 'exit 0$\|readable$\|listed$'; then
		echo "ok $i - $step: builds, boots: $got"
	else
		echo "not ok $i - $step: $(cat build/bisect/run/verdict): $got"; status=1
	fi
done
i=$((i + 1))
if [ "${reclaim_with:-}" = 0 ] && [ -n "${reclaim_before:-}" ] && [ "$reclaim_before" != 0 ]; then
	echo "ok $i - inotify-after-reclaim fails on net=link before the inode-sharing patch (exit $reclaim_before) and passes with it"
else
	echo "not ok $i - inotify-after-reclaim: exit ${reclaim_before:-none} before the inode-sharing patch, ${reclaim_with:-none} with it (must fail, then pass)"
	status=1
fi
exit $status
