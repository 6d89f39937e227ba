# base: docs - README names ./qemu/host/judge-records.sh, which does not exist: a path written with "./" is not read as a path
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - `./qemu/host/judge-records.sh` turns every producer'"'"'s lines into records.' README.md
