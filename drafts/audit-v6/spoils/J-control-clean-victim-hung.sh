# base: compare/control - a trinity victim that exited 0 in its budget with 25161 syscalls also reports a task hung in lock_rename: counted as finding the bug
sed -i '/^# fuzz: \/proc\/self\/task => exit 0 after 26 s/a # fuzz-hung: /proc/self/task => pid 301 trinity-c0 in lock_rename, wchan lock_rename, rename' runs/fuzz/output.log
