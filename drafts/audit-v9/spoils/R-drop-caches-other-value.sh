# base: race - A's console says the race test wrote 1 to drop_caches (the page cache only: no dentry or inode was evicted, so the RCU-walk race it stands for never ran); the test's source writes 4, then 2
sed -i 's/race-net-link-r (\([0-9]*\)): drop_caches: 4/race-net-link-r (\1): drop_caches: 1/' A/console.log
grep -c 'drop_caches: 1' A/console.log
