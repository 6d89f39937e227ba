# base: compare/A-default - dir-identity says /proc/1/net/stat has st_ino 4026531999, while the inode probe of the same boot reads /proc/1/net/stat as ino 4026531847: one proc_dir_entry's inode number, fixed for the boot, read as two
sed -i 's/^# measured: st_ino 4026531847 4026531847; inotify wd 1 2; fd paths \/proc\/1\/net\/stat \/proc\/61\/net\/stat$/# measured: st_ino 4026531999 4026531999; inotify wd 1 2; fd paths \/proc\/1\/net\/stat \/proc\/61\/net\/stat/' runs/main/output.log
grep -n '4026531999\|inode: /proc/1/net' runs/main/output.log
