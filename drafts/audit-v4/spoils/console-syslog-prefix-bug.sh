# base: B
# what: main's console lines carry syslog level tags and no time stamps (printk.time=0, console_msg_format=syslog); a BUG among them
sed -i 's/^\[ *[0-9]*\.[0-9]*\] /<6>/' runs/main/console.log
awk '{print} /random: crng init done/ { print "<1>BUG: unable to handle page fault for address: 0000000000000008"; print "<1>#PF: supervisor read access in kernel mode" }' runs/main/console.log > c && mv c runs/main/console.log
