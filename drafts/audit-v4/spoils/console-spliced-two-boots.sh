# base: B
# what: main's console: first 100 lines of main, rest from lsm (timestamps go back)
{ head -100 runs/main/console.log; tail -n +101 runs/lsm/console.log; } > c && mv c runs/main/console.log
