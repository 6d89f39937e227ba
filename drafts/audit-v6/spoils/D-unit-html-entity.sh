# base: docs - README types "489&nbsp;s" by hand: a no-break space written as an HTML entity (rendered as a space)
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - Every boot of make check together takes 489\&nbsp;s on the reference machine.' README.md
