# base: compare/B - B's deadlock-two-netns boot is alias's, relabelled (kernel, patches, tree, banner, paths): its image (alias's sha256) is not the one B's other boots booted
t=$(mktemp -d)
git -C /work/main show b68a64b:compare-tests/results/runs/compare.tar.xz | xz -dc | tar -C "$t" -xf - alias/runs/deadlock-two-netns alias/verdicts
src=$t/alias/runs/deadlock-two-netns dst=runs/deadlock-two-netns
av=$(sed -n 's/^version //p' $src/manifest) bv=$(sed -n 's/^version //p' runs/main/manifest)
for f in console.log output.log verdict qemu-cmdline; do [ ! -f $src/$f ] || cp $src/$f $dst/$f; done
awk -v av="$av" -v bv="$bv" '{ i = index($0, av); if (i) $0 = substr($0, 1, i - 1) bv substr($0, i + length(av)) } { gsub(/6\.12\.118-alias/, "6.12.118-B"); sub(/ name alias,/, " name B,") } { print }' $src/output.log >$dst/output.log
awk -v av="$av" -v bv="$bv" '{ i = index($0, av); if (i) $0 = substr($0, 1, i - 1) bv substr($0, i + length(av)) } { gsub(/6\.12\.118-alias/, "6.12.118-B") } { print }' $src/console.log >$dst/console.log
# the manifest: B's own lines but the image alias booted
b=$(sed -n 's/^bzimage //p' $src/manifest)
awk -v b="$b" '/^(bzimage|booted) / { print $1 " " b; next } { print }' runs/deadlock-two-netns/manifest >m && mv m $dst/manifest
[ ! -f $dst/qemu-cmdline ] || sed -n 's/^qemu //p' $dst/manifest >$dst/qemu-cmdline
sed -i "s/^deadlock-two-netns: .*/deadlock-two-netns: $(cat $dst/verdict)/" verdicts
rm -rf "$t"
