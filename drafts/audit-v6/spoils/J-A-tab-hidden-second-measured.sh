# base: compare/A - netns-id printed a second "# measured:" (two st_ino for one inode) behind a tab: output.log may hold tabs, and "measured twice" never sees it
awk '{ print } /^# measured: cookie 1, net:/ { v = $0; sub(/vs self\/net\/dev [0-9]+/, "vs self/net/dev 4026532998", v); print "\t" v }' runs/main/output.log >o && mv o runs/main/output.log
