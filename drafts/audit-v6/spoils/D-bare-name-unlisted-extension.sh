# base: docs - README names a script render_report.py that does not exist: names ending in .py are not checked
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - `render_report.py` renders REPORT.md from report.json.' README.md
