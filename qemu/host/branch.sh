#!/bin/sh
# make's branch step: KERNEL's branch in its own worktree of the source,
# PARENT plus PATCHES applied with git am (a failed am from before is
# abandoned and the branch made again from PARENT).
#   branch.sh KERNEL PARENT PATCH...
set -eu
. qemu/host/settings.sh
k=$1 parent=$2
shift 2
[ $# -gt 0 ] || { echo "branch $k: no patches listed (series file missing or empty)" >&2; exit 1; }
if [ ! -d "$BUILD/$k/src" ]; then
	mkdir -p "$BUILD/$k"
	git -C "$BUILD/src" worktree add -q -f -B "$k" "$BUILD_ABS/$k/src" "$parent"
else
	git -C "$BUILD/$k/src" am --abort >/dev/null 2>&1 || true
	git -C "$BUILD/$k/src" checkout -q -B "$k" "$parent"
fi
echo "branch $k: $parent + $# patch(es)"
git -C "$BUILD/$k/src" am -q --whitespace=error-all "$@"
