# base: docs - README types a ratio by hand inside a code span (`1.25x`), which the checker skips as code
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - On A a stat of `/proc/self/net/dev` runs `1.25x` faster than on B.' README.md
