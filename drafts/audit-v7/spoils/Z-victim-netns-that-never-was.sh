# base: fuzz - A's fourth victim is /proc/netns-4242/net: at that point the guest had made no namespace besides its own (ID 1)
sed -i 's|/proc/netns-1/net|/proc/netns-4242/net|g' A/output.log
