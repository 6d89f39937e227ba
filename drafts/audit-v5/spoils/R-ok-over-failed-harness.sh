# base: race - A's result turned to ok and exit 0 while the harness's own lines still say FAILED 0 / 1 and Totals fail:1
sed -i 's/^not ok 1 global.live_task_net_never_enoent$/ok 1 global.live_task_net_never_enoent/; s/^# exit: race-net-link-rcu 1$/# exit: race-net-link-rcu 0/' A/output.log
