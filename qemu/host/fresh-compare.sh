#!/bin/sh
# fresh-compare.sh [DIR]: make compare as a newcomer runs it on a fresh
# Debian 12 machine, apt included.  DIR (build/fresh) gets a debootstrap
# minbase chroot holding only what such a machine starts with (gcc, make,
# git), a clean clone of this repository's HEAD and no ccache; the run,
# its time table with the packages step among it, ends up in
# DIR/root/work/netns-id/build/compare.  The host's kernel only runs the
# chroot's QEMU, as it runs this tree's.  DIR takes about 12 GB: copy the
# run out (make report REPORT_RUN=...) and remove it.
set -eu
dir=$(realpath -m "${1:-build/fresh}")
repo=$(pwd)
root=$dir/root
mounts="proc sys dev dev/pts"
cleanup() {
	for m in dev/pts dev sys proc; do umount "$root/$m" 2>/dev/null || true; done
}
trap cleanup EXIT
cleanup
rm -rf "$dir"
mkdir -p "$dir"
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >/dev/null
# the mirror the host's apt uses for bookworm itself (apt-get update has
# run: deps.sh), so that the chroot fetches from where the machine does
mirror=$(apt-get indextargets --format '$(SITE) $(RELEASE) $(TARGET_OF)' 2>/dev/null |
	awk '$2 == "bookworm" && $3 == "deb" { print $1; exit }')
[ -n "$mirror" ] || { echo "fresh-compare.sh: no bookworm mirror in the host's apt sources (apt-get update first)" >&2; exit 1; }
debootstrap --variant=minbase --include=gcc,make,git,ca-certificates bookworm "$root" \
	"$mirror" >"$dir/debootstrap.log" 2>&1
cp /etc/apt/sources.list.d/* "$root/etc/apt/sources.list.d/" 2>/dev/null && rm -f "$root/etc/apt/sources.list"
for m in $mounts; do mount --bind "/$m" "$root/$m"; done
git clone -q "$repo" "$root/work/netns-id"
chroot "$root" sh -c 'cd /work/netns-id && make compare' 2>&1 | tee "$dir/compare.log" | tail -40
