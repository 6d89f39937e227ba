# base: compare/B - cwd-alias's block reports dir-identity's case (global.net_stat_one_directory): another binary ran under its name
sed -i '/^# test: cwd-alias$/,/^# exit: cwd-alias /s/global\.cwd_not_moved_by_other_lookup/global.net_stat_one_directory/' runs/main/output.log
