# base: docs - README names qemu/host/judge-records*.sh, a pattern no file matches (patterns are never expanded)
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - `qemu/host/judge-records*.sh`: one parser per producer, emitting records.' README.md
