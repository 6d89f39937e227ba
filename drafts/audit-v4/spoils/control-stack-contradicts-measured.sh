# base: control
# what: control deadlock-rename: measured says hung in lock_two_directories, its # stack: lines show another wait
sed -i "/^# stack: \[<0>\] lock_two_directories/d; s|^# stack: \[<0>\] down_write_nested+0x40/0x49$|# stack: [<0>] do_sys_poll+0x1a/0x2b|" runs/deadlock-rename/output.log
