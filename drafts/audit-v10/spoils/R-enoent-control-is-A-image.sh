# base: race - A-evict-enoent, the positive control that must see ENOENT, booted the very bzImage A booted (its manifest's bzimage and booted are A's sha256, its banner still -A-evict-enoent): then A's own image saw ENOENT and the verdict "A never does" has no control beside it; nothing holds two kernels' images apart
a=$(sed -n 's/^bzimage //p' A/manifest)
sed -i "s/^bzimage .*/bzimage $a/; s/^booted .*/booted $a/" A-evict-enoent/manifest
grep -h '^bzimage' */manifest
