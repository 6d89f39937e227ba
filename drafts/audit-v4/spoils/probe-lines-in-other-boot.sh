# base: B
# what: container probe lines (a failing value) also printed in the main boot
sed -i 's/^# tainted: 0$/# container: plain \/proc: read \/proc\/netns-<host>\/net\/tcp (the guest'"'"'s namespace, by number) => 0 bytes read\n&/' runs/main/output.log
