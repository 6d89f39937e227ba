# base: compare/A - cwd-alias on A: the child's cwd moved from netns-1 to netns-2, which the ERE matches half by half
sed -i 's|^\(# measured: child cwd /proc/netns-1/net/stat, after stat of /proc/56/net/stat: /proc/\)netns-1/|\1netns-2/|' runs/main/output.log
