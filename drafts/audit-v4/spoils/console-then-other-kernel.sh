# base: B
# what: main console: B's boot followed by an A boot
cat /work/main/qemu/host/judge-fixtures/good-A/runs/main/console.log >> runs/main/console.log
