# base: compare/B - (audit-v8's, values at 3cee3f4) netns-lifetime's namespace is netns-20, though a test before it in the same boot already had netns-26 (IDs are cookies, which only grow)
sed -i 's|^# measured: open /proc/netns-27/net: ENOENT$|# measured: open /proc/netns-20/net: ENOENT|' runs/main/output.log
grep -c 'netns-20/net' runs/main/output.log
