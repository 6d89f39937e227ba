# base: B
# what: main's qemu line boots -kernel build/A/bzImage
sed -i 's|-kernel build/B/bzImage|-kernel build/A/bzImage|' runs/main/manifest
