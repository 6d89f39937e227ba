# base: compare/control - every boot of the control booted the bzImage whose sha256 is alias's (manifest bzimage and booted lines): the positive control is the same image as a kernel it stands beside, while its banner says 6.12.118-control; no judge holds two kernels' images apart
a=$(sed -n 's/^bzimage //p' ../alias/runs/main/manifest)
sed -i "s/^bzimage .*/bzimage $a/; s/^booted .*/booted $a/" runs/*/manifest
grep -h '^bzimage\|^booted' runs/*/manifest | sort | uniq -c
