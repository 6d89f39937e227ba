# base: A-default
# what: A-default's selftests list replaced by a shorter one (B's)
cp /work/main/qemu/host/judge-fixtures/good-B/selftests selftests
