# base: B
# what: lsm boot's manifest names another initramfs image than the rest of the run
sed -i 's/^initramfs .*/initramfs 0000000000000000000000000000000000000000000000000000000000000000/' runs/lsm/manifest
