# base: fuzz - A's root trinity run tainted the kernel (tainted 4 in its victim's result and at the end); the run's params, which fuzz.sh -r sources as shell, carry a function that turns judge.sh's not-ok lines into ok
sed -i 's|^\(# fuzz: /proc/self/net => exit 0 after [0-9]* s, [0-9]* syscalls, seed [0-9]*, tainted\) 0$|\1 4|; s/^# tainted: 0$/# tainted: 4/' A/output.log
cat >>params <<'P'
sh() { if [ "$1" = qemu/host/judge.sh ]; then command sh "$@" | sed 's/^not ok \([0-9]*\) - /ok \1 - /; s/^# counts: \([0-9]*\) \([0-9]*\) /# counts: \1 0 /'; else command sh "$@"; fi; }
P
