# base: compare/B - net-link's failed expectation says self.st_nlink was 11, where its measured line (and the next check's arithmetic) says /proc/self had 9 links
sed -i 's/^# net-link\.c:76:pid_net_is_symlink_to_netns:Expected self\.st_nlink (9) == 2 + dirs (8)$/# net-link.c:76:pid_net_is_symlink_to_netns:Expected self.st_nlink (11) == 2 + dirs (8)/' runs/main/output.log
