# base: compare/A-default - a NULL pointer BUG on the main console behind a zero-width space (UTF-8 e2 80 8b), invisible when printed
awk '{ print } /Run \/init as init process/ { printf "[   25.000000] \342\200\213BUG: kernel NULL pointer dereference, address: 0000000000000008\r\n" }' runs/main/console.log >c && mv c runs/main/console.log
