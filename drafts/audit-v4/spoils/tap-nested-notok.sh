# base: B
# what: a passing compare-test prints an indented (subtest) 'not ok' line
sed -i 's/^ok 1 global.cwd_not_moved_by_other_lookup$/    not ok 1 global.cwd_inner_check\n&/' runs/main/output.log
