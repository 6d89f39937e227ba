# base: B
# what: main booted with loglevel=1 (console reports hidden), manifest -append, guest cmdline and console agree
sed -i 's/slab_nomerge  -serial/slab_nomerge loglevel=1 -serial/' runs/main/manifest
sed -i 's/^guest: cmdline .*/guest: cmdline console=ttyS0 panic=-1 slab_nomerge loglevel=1/' runs/main/output.log
sed -i 's/\(Command line: console=ttyS0 panic=-1 slab_nomerge\) \(\r\?\)$/\1 loglevel=1\2/' runs/main/console.log
