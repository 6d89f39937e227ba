# base: compare/control - the hung-task report's lock dump shows deadlock-rename waiting on a second directory inode (i_mutex_dir_key#3/5 at another address) that no task holds: not the 2013 self-deadlock on one inode under two dentries, yet it passes as the 2013 signature
sed -i 's/#3: ffff888000490180 (&type->i_mutex_dir_key#3\/5)/#3: ffff888000493a40 (\&type->i_mutex_dir_key#3\/5)/' runs/deadlock-rename/console.log
grep -c ffff888000493a40 runs/deadlock-rename/console.log
