# base: docs - README types "**489** s" by hand: the emphasis markers stand between number and unit
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - Every boot of make check together takes **489** s on the reference machine.' README.md
