# base: compare/control - deadlock-rename's hung-task report names the running kernel 6.12.118-alias, in a console whose banner is control's (a report pasted from alias's boot)
sed -i 's/^\(\[ *[0-9.]*\]\)       Not tainted 6\.12\.118-control #1\r$/\1       Not tainted 6.12.118-alias #1\r/' runs/deadlock-rename/console.log
