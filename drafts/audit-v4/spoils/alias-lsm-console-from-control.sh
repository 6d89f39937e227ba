# base: alias
# what: alias's lsm console is control's lsm console, its banner relabelled to alias's (another kernel's boot)
v=$(grep -m1 -o 'Linux version .*' runs/lsm/console.log | tr -d '\r')
sed "s/Linux version .*-control .*/$v/" /work/main/qemu/host/judge-fixtures/good-control/runs/lsm/console.log | sed 's/\r$//; s/$/\r/' > c && mv c runs/lsm/console.log
grep -c -- '-control' runs/lsm/console.log >&2 || true
