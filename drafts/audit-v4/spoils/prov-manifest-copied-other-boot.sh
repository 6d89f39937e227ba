# base: B
# what: deadlock-stress's manifest is deadlock-rename's (serial/initrd paths name runs/deadlock-rename)
cp runs/deadlock-rename/manifest runs/deadlock-stress/manifest
