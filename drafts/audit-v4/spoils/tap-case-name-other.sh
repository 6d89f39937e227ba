# base: B
# what: cwd-alias's ok line names another test's case (global.net_stat_one_directory)
sed -i 's/^ok 1 global.cwd_not_moved_by_other_lookup$/ok 1 global.net_stat_one_directory/; s/^#            OK  global.cwd_not_moved_by_other_lookup$/#            OK  global.net_stat_one_directory/' runs/main/output.log
