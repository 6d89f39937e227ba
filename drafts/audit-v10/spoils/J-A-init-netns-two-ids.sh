# base: compare/A - net-link says /proc/self/net of the initial namespace links to ../netns-3/net, while netns-id in the same boot says the initial namespace's cookie is 1 (and cwd-alias, dir-identity, net-dentry-kept all see netns-1): one namespace with two IDs in one boot
sed -i 's|^# measured: lstat S_IFLNK; readlink ../netns-1/net, task: ../../../netns-1/net;|# measured: lstat S_IFLNK; readlink ../netns-3/net, task: ../../../netns-3/net;|' runs/main/output.log
grep -n 'netns-3/net' runs/main/output.log
