# base: B
# what: console's Command line (what the kernel booted) adds nowatchdog loglevel=0; manifest and guest say otherwise
sed -i 's/\(Command line: console=ttyS0 panic=-1 slab_nomerge\) \(\r\?\)$/\1 nowatchdog loglevel=0\2/' runs/main/console.log
