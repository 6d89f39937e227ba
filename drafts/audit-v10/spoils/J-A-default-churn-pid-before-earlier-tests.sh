# base: compare/A-default - the kernel logged netns-churn's drop_caches as PID 50, while cwd-alias (PID 56) and net-dentry-kept (PID 73) ran before it in the same fresh boot: PIDs only grow, so the kernel's churn is not the guest's; the PID rule reads the tests' measured lines, not the kernel's
sed -i 's/\] netns-churn (103): drop_caches: 2/] netns-churn (50): drop_caches: 2/' runs/main/console.log
grep -n 'netns-churn' runs/main/console.log
