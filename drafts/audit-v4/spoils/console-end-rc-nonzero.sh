# base: B
# what: console's init marker says job rc=1, output.log says rc=0
sed -i 's/guest: end of boot, job rc=0/guest: end of boot, job rc=1/' runs/main/console.log
