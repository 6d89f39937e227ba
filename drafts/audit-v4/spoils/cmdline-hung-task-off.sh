# base: B
# what: deadlock-rename booted with hung_task_timeout_secs=0 (no hang report possible), consistently
sed -i 's/slab_nomerge  -serial/slab_nomerge hung_task_timeout_secs=0 -serial/' runs/deadlock-rename/manifest
sed -i 's/^guest: cmdline .*/guest: cmdline console=ttyS0 panic=-1 slab_nomerge hung_task_timeout_secs=0/' runs/deadlock-rename/output.log
sed -i 's/\(Command line: console=ttyS0 panic=-1 slab_nomerge\) \(\r\?\)$/\1 hung_task_timeout_secs=0\2/' runs/deadlock-rename/console.log
