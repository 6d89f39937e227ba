# base: B
# what: cwd-alias prints its ok line twice under a 1..1 plan
sed -i 's/^ok 1 global.cwd_not_moved_by_other_lookup$/&\nok 1 global.cwd_not_moved_by_other_lookup/' runs/main/output.log
