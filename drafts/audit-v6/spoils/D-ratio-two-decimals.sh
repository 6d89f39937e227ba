# base: docs - README types a ratio by hand with two decimals and no unit ("0.86 of B's"): a ratio needs three decimals to count
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - A stat of /proc/self/net/dev on A costs 0.86 of B'"'"'s.' README.md
