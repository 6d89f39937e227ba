# base: B
# what: selftests list and log gain a fake selftest 'proc-fake' reported exit 0 (padding)
echo proc-fake >> selftests; sed -i 's/^# selftest-exit: thread-self 0$/&\n# selftest: proc-fake\n# selftest-exit: proc-fake 0/' runs/main/output.log
