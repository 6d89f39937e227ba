# base: compare/control - deadlock-rename's task is "blocked for more than 120 seconds" (the 2013 report's figure) in a boot that lasted 13 s, whose hung-task timeout is 5 s
sed -i 's/INFO: task deadlock-rename:\([0-9]*\) blocked for more than 5 seconds\./INFO: task deadlock-rename:\1 blocked for more than 120 seconds./' runs/deadlock-rename/console.log
