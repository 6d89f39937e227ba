# base: rejudge - (audit-v8's, values of the run at 3cee3f4) meta.tsv says B was built from branch commit f988d4b, the control's, where B's manifests name their own tree
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i "s/^branches\tcontrol f988d4b, alias d1ea119, B 6e34bdc, A 74c7960$/branches\tcontrol f988d4b, alias d1ea119, B f988d4b, A 74c7960/" $d/meta.tsv
grep '^branches' $d/meta.tsv
REPACK=compare sh /work/scratch/audit9/regen9.sh
