# base: docs - README names a script qemu/host/report that does not exist (report.sh, report-md.sh do: the "NAME-*" rule lets it pass)
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - `qemu/host/report` renders REPORT.md from report.json.' README.md
