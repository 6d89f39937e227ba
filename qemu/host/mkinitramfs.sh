#!/bin/sh
# Make a guest initramfs:
#   mkinitramfs.sh OUT.cpio NAME SELFTESTS_DIR TESTS_DIR [PROC_OPTIONS]
# busybox plus the dynamic tools the tests use (ip, ss, trinity, crun, GNU
# find, du, tar) with the shared libraries ldd resolves for them, AppArmor's
# parser, aa-exec and Debian's policy (unpacked in build/apparmor by
# qemu/host/deps.sh), the compare-tests, benchmark, fault driver, race test
# and LSM probes (TESTS_DIR/compare, bench, faults, race, lsm), what runs inside the containers
# (qemu/guest/container-inside.sh) and that kernel's proc selftests.  NAME
# goes to /etc/kernel-name, which the tests read to know which
# expectations apply; PROC_OPTIONS to /etc/proc-options, the options the
# guest's init mounts /proc with.
set -eu
. qemu/host/settings.sh
out=$1 name=$2 selftests=$3 tests=$4 proc_options=${5:-}
apparmor=$BUILD/apparmor
root=$(mktemp -d)
chmod 755 "$root"	# mktemp made it 0700: the guest's / would be root-only
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/bin" "$root/sbin" "$root/usr/bin" "$root/usr/gnu/bin" \
	"$root/etc" "$root/proc" "$root/sys" "$root/dev" "$root/tmp" \
	"$root/run" "$root/tests/proc" "$root/tests/compare" "$root/tests/bench" \
	"$root/tests/faults" "$root/tests/race" "$root/tests/lsm" "$root/tests/container" "$root/etc/apparmor.d"

# Dynamic binaries and everything they load, at the same paths as here.
add_elf() {
	cp "$1" "$2"
	ldd "$1" | awk '/=> \//{print $3} /^\t\/lib/{print $1}' | while read -r lib; do
		mkdir -p "$root$(dirname "$lib")"
		cp -L "$lib" "$root$lib"
	done
}
add_elf /usr/bin/ip "$root/bin/ip"
add_elf /usr/bin/ss "$root/bin/ss"
add_elf /usr/bin/trinity "$root/usr/bin/trinity"
add_elf /usr/bin/crun "$root/usr/bin/crun"
add_elf $apparmor/sbin/apparmor_parser "$root/sbin/apparmor_parser"
add_elf $apparmor/usr/bin/aa-exec "$root/usr/bin/aa-exec"
# the policy's building blocks, and the profile job-lsm.sh loads
cp -r $apparmor/etc/apparmor.d/abi $apparmor/etc/apparmor.d/abstractions \
	$apparmor/etc/apparmor.d/tunables $apparmor/etc/apparmor.d/local "$root/etc/apparmor.d/"
cp $apparmor/usr/share/apparmor/extra-profiles/sbin.dhclient "$root/etc/apparmor.d/"
for tool in find du tar; do
	add_elf "$(command -v $tool)" "$root/usr/gnu/bin/$tool"
done

# busybox for everything the tools above do not provide
cp /bin/busybox "$root/bin/busybox"
for applet in $(/bin/busybox --list); do
	[ -e "$root/bin/$applet" ] || ln -s busybox "$root/bin/$applet"
done

cp "$(dirname "$0")/../guest/init" "$root/init"
chmod 755 "$root/init"
mkdir -p "$root/var" && ln -s ../run "$root/var/run"	# ip netns keeps its mounts there
echo "$name" >"$root/etc/kernel-name"
echo "$proc_options" >"$root/etc/proc-options"
printf 'root:x:0:0:root:/:/bin/sh\nnobody:x:65534:65534:nobody:/:/bin/false\n' >"$root/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$root/etc/group"
cp "$selftests"/* "$root/tests/proc/"
cp "$tests"/compare/* "$root/tests/compare/"
cp "$tests"/bench/* "$root/tests/bench/"
cp "$tests"/faults/* "$root/tests/faults/"
# (make race checks that its test is there)
[ ! -d "$tests/race" ] || cp "$tests"/race/* "$root/tests/race/"
cp "$tests"/lsm/* "$root/tests/lsm/"
cp "$(dirname "$0")/../guest/container-inside.sh" "$root/tests/container/inside.sh"
cp "$(dirname "$0")/../guest/errno.sh" "$root/tests/errno.sh"

# The same inputs give the same bytes (one mtime, inode numbers in
# order, files sorted), so that make check can tell an unchanged boot
# from a changed one (qemu/host/run-inputs.sh).
(cd "$root" && find . -exec touch -h -d @0 {} + &&
	find . | LC_ALL=C sort | cpio -o -H newc -R 0:0 --reproducible --quiet) >"$out"
