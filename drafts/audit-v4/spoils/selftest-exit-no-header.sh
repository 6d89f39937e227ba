# base: B
# what: a selftest's '# selftest:' header gone, exit line kept (output not from that test)
sed -i '/^# selftest: read$/d' runs/main/output.log
