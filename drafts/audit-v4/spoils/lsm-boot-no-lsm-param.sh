# base: B
# what: lsm boot's manifest -append, guest cmdline and console lack lsm=landlock,apparmor (main's parameters), consistently
sed -i 's/ lsm=landlock,apparmor//' runs/lsm/manifest runs/lsm/console.log
sed -i 's/^guest: cmdline .*/guest: cmdline console=ttyS0 panic=-1 slab_nomerge/' runs/lsm/output.log
