# base: docs - README types a duration by hand with its unit capitalised ("489 Seconds"): the units are matched case-sensitively
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - Boot time of make check: 489 Seconds on the reference machine.' README.md
