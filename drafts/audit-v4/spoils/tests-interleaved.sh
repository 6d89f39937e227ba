# base: B
# what: main: two tests' output interleaved (cwd-alias's ok line printed inside dir-identity's block)
awk '$0 == "ok 1 global.cwd_not_moved_by_other_lookup" { held = $0; next } { print } /^#  RUN           global.net_stat_one_directory/ { print held }' runs/main/output.log > o && mv o runs/main/output.log
