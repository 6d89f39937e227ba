# base: B
# what: a victim's result says 'tainted 0' then ', tainted 512' later in the line
sed -i 's|^\(# fuzz: /proc/1/net => exit 0 after 26 s, 17832 syscalls, seed 20130321, tainted\) 0$|\1 512 (was 0)|' runs/fuzz/output.log
