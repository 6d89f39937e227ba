#!/bin/sh
# The guest's own clock on a console: "INIT END", the kernel's time stamps
# (seconds since boot) of "Run /init as init process" and of the guest's
# "guest: end of boot" marker, or "- -" where either is missing.  What a
# guest says it did between them must fit between them (judge.sh's
# trinity victims, race.sh's seconds, faults.sh's positive control).
#   console-clock.sh CONSOLE.LOG
#   console-clock.sh -s CONSOLE.LOG HOST_S: how long the boot lasted, the
#   shorter of HOST_S (the host's clock) and init to end of boot
if [ "$1" = -s ]; then
	set -- $(sh "$0" "$2") "$3"
	awk -v i="$1" -v e="$2" -v h="$3" 'BEGIN { g = (i != "-" && e != "-") ? e - i : ""
		if (h == "" || (g != "" && g < h)) h = g; print h }'
	exit
fi
LC_ALL=C tr '\000\r' '\n\n' <"$1" 2>/dev/null | awk '
function stamp(l) { if (!match(l, /\[ *[0-9]+\.[0-9]+\]/)) return ""; l = substr(l, RSTART + 1, RLENGTH - 2); gsub(/ /, "", l); return l }
index($0, "Run /init as init process") && init == "" { init = stamp($0) }
index($0, "guest: end of boot") { end = stamp($0) }
END { print (init == "" ? "-" : init), (end == "" ? "-" : end) }'
