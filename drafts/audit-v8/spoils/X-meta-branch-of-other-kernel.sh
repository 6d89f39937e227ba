# base: rejudge - meta.tsv says B was built from branch commit 357d774, the control's (control's line says the same), where B's manifests name their own tree
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i "s/^branches\tcontrol 357d774, alias aa09c1a, B c438aaf, A ea00886$/branches\tcontrol 357d774, alias aa09c1a, B 357d774, A ea00886/" $d/meta.tsv
REPACK=compare sh "$REGEN"
