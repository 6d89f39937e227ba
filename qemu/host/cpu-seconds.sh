#!/bin/sh
# cpu-seconds.sh FILE: the user + sys seconds of a shell's children, from
# what its times builtin wrote to FILE (the second line, "XmY.Zs XmY.Zs";
# run in the shell itself, as a $(times) subshell has no children),
# rounded.  FILE is removed.
awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] } }
	END { printf "%d\n", s + 0.5 }' "$1"
rm -f "$1"
