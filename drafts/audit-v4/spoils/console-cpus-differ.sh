# base: B
# what: console says 2 CPUs brought up, guest and manifest say 1
sed -i 's/Brought up 1 node, 1 CPU/Brought up 1 node, 2 CPUs/; s/Total of 1 processors/Total of 2 processors/' runs/main/console.log
