#!/bin/sh
# What a test says it dropped, the kernel logged: each write to
# /proc/sys/vm/drop_caches prints "COMM (PID): drop_caches: N" until a
# write of 4 stops the messages.
#   drop-caches.sh SOURCE COMM CONSOLE [N]
# SOURCE is the test's C file: the first value it writes there (write(fd,
# "V", 1)) is the one the console must show, from COMM (its first 15
# characters), at least N times (1).  Prints why it does not, or nothing;
# nothing either for a SOURCE that never writes drop_caches.
set -eu
src=$1 comm=$(printf '%.15s' "$2") con=$3 n=${4:-1}
grep -q '/proc/sys/vm/drop_caches' "$src" 2>/dev/null || exit 0
# the first value written within a few lines of an open of drop_caches
v=$(awk '/"\/proc\/sys\/vm\/drop_caches"/ { near = NR + 12 }
	NR <= near && match($0, /write\([a-z_]+, "[0-9]", 1\)/) { print substr($0, RSTART + RLENGTH - 6, 1); exit }' "$src")
[ -n "$v" ] || { echo "$src writes drop_caches, but no value this script can read"; exit 0; }
got=$(LC_ALL=C tr -d '\000\r' <"$con" 2>/dev/null | LC_ALL=C grep -c "\] $comm ([0-9]*): drop_caches: $v\$" || true)
[ "$got" -ge "$n" ] || echo "the console shows $got \"$comm (PID): drop_caches: $v\" of the $n the test's writes make (it writes $v first): what it says it dropped was not dropped"
