# base: compare/A - cwd-alias ran in the container boot (whose job runs no compare-test), not in main
sed -n '/^# test: cwd-alias$/,/^# exit: cwd-alias /p' runs/main/output.log >block
sed -i '/^# test: cwd-alias$/,/^# exit: cwd-alias /d' runs/main/output.log
awk 'FNR == NR { b = b $0 "\n"; next } /^# tainted: / { printf "%s", b } { print }' block runs/container/output.log >o && mv o runs/container/output.log
rm block
