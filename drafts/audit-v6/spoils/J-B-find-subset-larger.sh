# base: compare/B - GNU find compat probe: 39 of 3 entries found are net/dev (a part larger than its whole)
sed -i 's|^\(# compat: GNU find /proc -maxdepth 3 -name dev (no -L) => \)40 found, 39 of them|\13 found, 39 of them|' runs/main/output.log
