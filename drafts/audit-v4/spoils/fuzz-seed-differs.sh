# base: B
# what: one victim ran with another trinity seed
sed -i 's|^\(# fuzz: /proc/1/net => exit 0 after 26 s, 17832 syscalls, seed\) 20130321|\1 1|' runs/fuzz/output.log
