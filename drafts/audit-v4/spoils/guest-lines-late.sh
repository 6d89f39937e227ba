# base: B
# what: main's guest: kernel/version/cmdline/cpus lines printed after the tests (identity reported by something else at the end)
head -4 runs/main/output.log > g; tail -n +5 runs/main/output.log > rest
n=$(grep -n '^# tainted: ' rest | cut -d: -f1); { head -n $((n-1)) rest; cat g; tail -n +$n rest; } > runs/main/output.log; rm g rest
