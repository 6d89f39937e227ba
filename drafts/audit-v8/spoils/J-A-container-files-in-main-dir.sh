# base: compare/A - QEMU's line for the container boot names runs/main/'s initramfs and serial files: the container boot would have written over the main boot's console and output
sed -i 's|build/compare/A/runs/container/|build/compare/A/runs/main/|g' runs/container/manifest runs/container/qemu-cmdline
