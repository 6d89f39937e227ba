# base: compare/B - a WARNING on the lsm console behind tput sgr0's own bytes (ESC ( B ESC [ m), which the scanner reads as "(B"
awk '{ print } /Run \/init as init process/ { printf "[    6.500000] \033(B\033[mWARNING: CPU: 0 PID: 71 at fs/proc/generic.c:712 remove_proc_entry+0x1b2/0x1d0\r\n" }' runs/lsm/console.log >c && mv c runs/lsm/console.log
