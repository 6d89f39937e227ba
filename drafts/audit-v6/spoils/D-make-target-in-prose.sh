# base: docs - README tells the reader to run "make records" in prose (no code span): no such target, and prose is not read for targets
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - Run make records after a fuzz run to refresh the tables.' README.md
