# base: docs - README types a count by hand in a unit not on the list ("41 ENOENT")
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - The positive control of make race saw 41 ENOENT in its run, A none.' README.md
