# base: compare/control - deadlock-rename's hung-task report says the kernel was "Tainted: G W" (a warning came before), while output.log and the verdict say taint 0
sed -i 's/^\(\[ *[0-9.]*\]\)       Not tainted 6\.12\.118-control #1\r$/\1       Tainted: G        W          6.12.118-control #1\r/' runs/deadlock-rename/console.log
