# base: B
# what: B's /proc mounted ro
for f in runs/*/output.log; do sed -i 's|/proc proc rw,relatime 0 0$|/proc proc ro,relatime 0 0|' $f; done
