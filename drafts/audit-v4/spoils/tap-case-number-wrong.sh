# base: B
# what: cwd-alias's result numbered 'ok 2' under plan 1..1
sed -i 's/^ok 1 global.cwd_not_moved_by_other_lookup$/ok 2 global.cwd_not_moved_by_other_lookup/' runs/main/output.log
