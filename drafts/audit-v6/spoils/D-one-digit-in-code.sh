# base: docs - README types a duration by hand in a code span with one digit ("`8 min`"): in code only two digits or more count
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - `make quick` takes `8 min` on the reference machine.' README.md
