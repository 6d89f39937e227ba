# base: control
# what: control deadlock-rename: the console's hung-task report is stamped before the test could have run (uptime 0.5 s)
sed -i 's/^\[   16\.864966\] INFO: task deadlock-rename:57 blocked/[    0.564966] INFO: task deadlock-rename:57 blocked/' runs/deadlock-rename/console.log
