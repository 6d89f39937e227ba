# base: compare/alias - a "BUG: unable to handle page fault" on the container boot's console behind an escape sequence
awk '{ print } /Run \/init as init process/ { printf "[   12.000000] \033[0mBUG: unable to handle page fault for address: ffffffffffffffe8\n" }' runs/container/console.log >c && mv c runs/container/console.log
