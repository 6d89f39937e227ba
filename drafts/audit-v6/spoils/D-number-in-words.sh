# base: docs - README states a measurement in words ("a third fewer instructions"), no digit for the checker to find
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - A stat of /proc/self/net/dev costs a third fewer instructions on A than on B.' README.md
