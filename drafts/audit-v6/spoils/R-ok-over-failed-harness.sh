# base: race - A's result ok and exit 0 while the harness's own lines say FAIL, FAILED 0 / 1 and Totals fail:1
sed -i 's/^#            OK  global.live_task_net_never_enoent$/#          FAIL  global.live_task_net_never_enoent/; s|^# PASSED: 1 / 1 tests passed\.$|# FAILED: 0 / 1 tests passed.|; s/^# Totals: pass:1 fail:0 /# Totals: pass:0 fail:1 /' A/output.log
