# base: rejudge - the compare run's meta.tsv (and so report.json and REPORT.md) says the guests booted "console=ttyS0 panic=-1", where every boot's manifest, guest and console say slab_nomerge too
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i 's/^cmdline\tconsole=ttyS0 panic=-1 slab_nomerge$/cmdline\tconsole=ttyS0 panic=-1/' $d/meta.tsv
REPACK=compare sh "$REGEN"
