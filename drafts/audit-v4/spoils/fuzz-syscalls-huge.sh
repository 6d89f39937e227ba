# base: B
# what: a victim's syscall count absurd (123456789012 in 26 s)
sed -i 's|17832 syscalls|123456789012 syscalls|' runs/fuzz/output.log
