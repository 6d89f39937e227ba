# base: compare/B - main's console lost every kernel message between the command line and init (banner, command line, init and end marker kept)
awk '/\] Command line: / { print; cut = 1; next } /Run \/init as init process/ { cut = 0 } !cut { print }' runs/main/console.log >c && mv c runs/main/console.log
