# base: docs - README types a ratio by hand with the multiplication sign ("1.25× faster"), a unit the checker does not know
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - On A a stat of /proc/self/net/dev runs 1.25× faster than on B.' README.md
