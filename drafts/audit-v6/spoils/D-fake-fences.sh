# base: docs - a hand-typed "7796 instructions" between two lines opening with ```...``` (inline code to markdown, fences to the checker)
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i ```make report``` renders the tables again;\nB spends 9796 instructions on a stat of /proc/self/net/dev;\n```make check``` judges them.\n' README.md
