# base: compare/control - the console's hung task 66 is a kworker, not the trinity child the victim reports as pid 66
sed -i 's/INFO: task trinity-c1:66 blocked/INFO: task kworker\/0:2:66 blocked/; s/task:trinity-c1      state:D stack:0     pid:66 /task:kworker\/0:2      state:D stack:0     pid:66 /; s/locks held by trinity-c1\/66:/locks held by kworker\/0:2\/66:/' runs/fuzz/console.log
