# base: A
# what: A's manifests say tree == base (no patch applied) while listing patches
for m in runs/*/manifest; do b=$(sed -n 's/^base //p' $m); sed -i "s/^tree .*/tree $b/" $m; done
