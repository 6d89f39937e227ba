#!/bin/sh
# The guest's own clock on a console: "INIT END", the kernel's time stamps
# (seconds since boot) of "Run /init as init process" and of the guest's
# "guest: end of boot" marker, or "- -" where either is missing.  What a
# guest says it did between them must fit between them (judge.sh's
# trinity victims, race.sh's seconds, faults.sh's positive control).
#   console-clock.sh CONSOLE.LOG
LC_ALL=C tr '\000\r' '\n\n' <"$1" 2>/dev/null | awk '
function stamp(l) { if (!match(l, /\[ *[0-9]+\.[0-9]+\]/)) return ""; l = substr(l, RSTART + 1, RLENGTH - 2); gsub(/ /, "", l); return l }
index($0, "Run /init as init process") && init == "" { init = stamp($0) }
index($0, "guest: end of boot") { end = stamp($0) }
END { print (init == "" ? "-" : init), (end == "" ? "-" : end) }'
