# base: B
# what: selftests list and main log both lack 'read' (a selftest that failed to build, hidden)
sed -i '/^read$/d' selftests; sed -i '/^# selftest: read$/d; /^# selftest-exit: read /d' runs/main/output.log
