# base: rejudge - meta.tsv says the base package was linux-source 6.12.117-1~deb12u1, where every boot's banner is 6.12.118
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
sed -i "s/^version\t6\.12\.118-1~deb12u1$/version\t6.12.117-1~deb12u1/" $d/meta.tsv
REPACK=compare sh "$REGEN"
