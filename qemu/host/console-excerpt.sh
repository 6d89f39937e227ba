#!/bin/sh
# Print the part of a guest console log that shows a hung task: the
# hung-task line, the call trace, and the locks held by that task (the
# 2013 signature is two i_mutex_dir_key locks at one address).
#   console-excerpt.sh CONSOLE.LOG
set -eu
awk '
{ sub(/\r$/, "") }
/INFO: task .* blocked for more than/ {
	task = $0; sub(/.*INFO: task /, "", task); sub(/:[0-9]+ blocked.*/, "", task)
	reported[task] = 1
	trace = 1
}
trace { print; if (/<\/TASK>/) trace = 0; next }
# the locks of every task reported so far: lockdep lists them after all
# the traces of one round
/locks? held by / {
	who = $0; sub(/.*locks? held by /, "", who); sub(/\/.*/, "", who)
	if (who in reported) held = 1
}
held && /^\[ *[0-9.]+\] *$/ { held = 0 }
held { print }
' "$1"
