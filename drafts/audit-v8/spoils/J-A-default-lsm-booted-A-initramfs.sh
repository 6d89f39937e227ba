# base: compare/A-default - the lsm boot's manifest says it booted A's initramfs (sha256 of A's boots), yet its guest names itself A-default, which only A-default's initramfs says
a=$(sed -n 's/^initramfs //p' "${AUDIT:-/tmp/audit8}/bases/compare/A/runs/lsm/manifest")
sed -i "s/^initramfs .*/initramfs $a/" runs/lsm/manifest
