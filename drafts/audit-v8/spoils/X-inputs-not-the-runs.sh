# base: rejudge - the compare run's inputs file (the hash of what its boots depend on) is another hash than its boots' manifests and this tree give
d=compare-tests/results/runs/compare
mkdir -p $d && xz -dc $d.tar.xz | tar -C $d -xf -
echo 0000000000000000000000000000000000000000000000000000000000000000 >$d/inputs
REPACK=compare sh "$REGEN"
