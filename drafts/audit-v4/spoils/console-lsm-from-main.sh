# base: B
# what: lsm's console is main's (its Command line lacks lsm=)
cp runs/main/console.log runs/lsm/console.log
