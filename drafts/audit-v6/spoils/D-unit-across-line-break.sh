# base: docs - README types "489 s" by hand with the line broken between number and unit (markdown joins them: "489 s")
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - Every boot of make check together takes 489\n  s on the reference machine.' README.md
