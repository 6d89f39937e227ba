# base: docs - README types a figure by hand with a unit the checker does not know ("37 percent")
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - A stat of /proc/self/net/dev costs 37 percent fewer instructions on A than on B.' README.md
