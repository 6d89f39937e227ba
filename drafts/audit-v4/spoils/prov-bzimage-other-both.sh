# base: B
# what: one boot's bzimage and booted both another image (A's hash): two builds in one run
h=$(sed -n 's/^bzimage //p' /work/main/qemu/host/judge-fixtures/good-A/runs/main/manifest); sed -i "s/^bzimage .*/bzimage $h/; s/^booted .*/booted $h/" runs/lsm/manifest
