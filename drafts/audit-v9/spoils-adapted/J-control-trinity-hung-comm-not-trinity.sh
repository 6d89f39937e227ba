# base: compare/control - (audit-v7's, values of the run at 3cee3f4) the console's hung task 67 is a kworker, not the trinity child the victim reports as pid 67
sed -i 's/INFO: task trinity-c1:67 blocked/INFO: task kworker\/0:2:67 blocked/; s/task:trinity-c1      state:D stack:0     pid:67 /task:kworker\/0:2      state:D stack:0     pid:67 /; s/locks held by trinity-c1\/67:/locks held by kworker\/0:2\/67:/' runs/fuzz/console.log
grep -c 'kworker/0:2' runs/fuzz/console.log
