#!/bin/sh
# The boots of one kernel in make check and make compare, one name a line,
# in order: boots.sh TESTSRC (the compare-tests, whose deadlock-* and
# race-* each get a boot of their own).  qemu/host/boot-tests.sh boots exactly these and
# qemu/host/judge.sh requires exactly these, so a boot cannot vanish from
# a run without the judge noticing (a SKIP verdict line must say why).
set -eu
echo main
echo lsm
echo container
for t in "$1"/deadlock-*.c "$1"/race-*.c; do [ ! -e "$t" ] || basename "$t" .c; done
echo fuzz
echo fuzz-unprivileged
