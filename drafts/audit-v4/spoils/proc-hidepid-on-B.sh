# base: B
# what: B's /proc mounted hidepid=invisible (guest: kernel line)
for f in runs/*/output.log; do sed -i 's|^\(guest: kernel .*/proc: proc /proc proc rw,relatime\) 0 0$|\1,hidepid=invisible 0 0|' $f; done
