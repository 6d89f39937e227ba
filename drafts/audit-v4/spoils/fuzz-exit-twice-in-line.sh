# base: B
# what: a victim's result line 'exit 139 ... exit 0 after 26 s' (two results merged)
sed -i 's|^# fuzz: /proc/1/net => exit 0 after 26 s|# fuzz: /proc/1/net => exit 0 after 26 s, 0 syscalls, exit 139|' runs/fuzz/output.log
