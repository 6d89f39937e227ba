# base: fuzz - (audit-v8's, values at 3cee3f4) A's /proc/netns-1/net victim ran 2,400,000 syscalls in 32 s, trinity's own tail and successes + failures made to agree
sed -i 's/^# fuzz: \/proc\/netns-1\/net => exit 0 after 32 s, 8740 syscalls,/# fuzz: \/proc\/netns-1\/net => exit 0 after 32 s, 2400000 syscalls,/; s/^#   trinity| \[main\]  Ran 8740 syscalls\. Successes: 524  Failures: 8211$/#   trinity| [main]  Ran 2400000 syscalls. Successes: 143900  Failures: 2256000/' A/output.log
grep -c 2400000 A/output.log
