#!/bin/sh
# run-inputs.sh KERNEL...: one digest of everything a run of boots
# depends on: each kernel's bzImage and initramfs, what runs in the
# guest, the host scripts that boot it, and the settings that change a
# boot.  make compare stores it with its run; make check judges that run
# instead of booting again when the digest is the same.
set -eu
. qemu/host/settings.sh
{
	for k in "$@"; do echo "$k"; cat "$BUILD/$k/bzImage" "$BUILD/$k/initramfs.cpio"; done
	cat qemu/guest/* qemu/host/run.sh qemu/host/boots.sh qemu/host/boot-tests.sh \
		qemu/host/job.sh qemu/host/fuzz.sh
	echo "FUZZ_MIN=${FUZZ_MIN:-2} FUZZ_VICTIM_S=${FUZZ_VICTIM_S:-25} BOOT_TIMEOUT=${BOOT_TIMEOUT:-300}"
} | sha256sum | cut -d' ' -f1
