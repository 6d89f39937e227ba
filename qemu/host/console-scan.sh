#!/bin/sh
# The one console scanner every judge uses:
#   console-scan.sh CONSOLE.LOG
# prints one finding a line, "CLASS<TAB>LINE", for every report the
# kernel printed, in the forms syzkaller's pkg/report knows for Linux
# (oops, BUG, WARNING, sanitizers, lockdep and its switching off, RCU
# stalls, hung tasks, soft and hard lockups, leaks of memory, refcounts
# and netdevs, OOM kills, panics, dropped messages, debugobjects, SLUB's
# own debug checks) and a user-space
# segfault.  A "Call Trace:" that follows no report header within its
# block is a finding of its own (class call-trace, a dump_stack()),
# printed as the line above it, which says why it was dumped.
# Binary-safe: NUL bytes end a line, CRs and bytes that are not UTF-8 are
# read as they are (LC_ALL=C), and tabs, escape sequences and other
# control bytes before a report's words count as spaces, so a report
# cannot hide behind them; any byte that is not ASCII text is a finding
# (class bytes) besides.  A taint the kernel announces (an out-of-tree
# or unsigned module) and a CPU going offline are findings too: they
# change what every later line means, and no report header says so.
# Judges decide which classes a boot may show (a deadlock test's
# hung-task, make faults' alloc-failure); the scanner only reads.
# Its own test: qemu/host/check-console-scan.sh on console-corpus/.
set -eu
LC_ALL=C
export LC_ALL
# the consoles of these guests are ASCII text: a byte outside it (a NUL,
# an escape, a C1 control, a zero-width or other non-ASCII character) is
# a finding of its own, whatever it hides
n=$(tr -d '\t\r\n\040-\176' <"$1" | wc -c)
[ "$n" = 0 ] || printf 'bytes\t%s bytes that are not ASCII text on the console\n' "$n"
tr '\000\r' '\n\n' <"$1" | awk '
function found(class) { print class "\t" $0; if (class != "hung-task") header = NR }
# the kernel prefixes lines with "[ time]" and maybe "[ T123]" or "[ C0]";
# bytes before the first time stamp (a line the guest left unended) go
BEGIN { esc = sprintf("%c", 27); bel = sprintf("%c", 7); ctl = "[" sprintf("%c", 1) "-" sprintf("%c", 31) sprintf("%c", 127) "]" }
{
	line = $0
	gsub(esc "\\[[0-9;?]*[A-Za-z]", " ", line)
	gsub(esc "\\][^" bel "]*" bel, " ", line)
	gsub(esc "[()][A-Za-z0-9]", " ", line)
	gsub(ctl, " ", line)
	if (match(line, /\[ *[0-9]+\.[0-9]+\]/)) line = substr(line, RSTART + RLENGTH)
	sub(/^ *(\[ *[TC][0-9]+\] *)?/, "", line)
	sub(/^ +/, "", line)
}
line ~ /^BUG: KASAN: |^KASAN: |^BUG: KFENCE: |^BUG: KMSAN: / { found("kasan"); next }
line ~ /^UBSAN: / { found("ubsan"); next }
line ~ /^unreferenced object |^kmemleak: [0-9]+ new suspected memory leaks/ { found("kmemleak-leak"); next }
line ~ /^kmemleak: / && line ~ /[Dd]isabl|[Cc]annot|[Ff]ail|ended|exceeded|[Ee]rror/ { found("kmemleak-off"); next }
line ~ /locking correctness validator|[Ll]ockdep.*(turn|switch|disabl)[a-z]* off|[Ll]ockdep.*disabled|^INFO: lockdep is turned off|^BUG: MAX_LOCK|^BUG: MAX_STACK_TRACE|^BUG: MAX_LOCKDEP|too low!$|debug_locks_off|^INFO: trying to register non-static key|^Disabling lock debugging due to kernel taint/ { found("lockdep-off"); next }
line ~ /possible (circular|recursive) locking|inconsistent lock state|possible irq lock inversion|suspicious RCU usage|lock held when returning to user space|held lock freed|bad unlock balance|^WARNING: .*lock/ { found("lockdep"); next }
line ~ /INFO: task .* blocked for more than [0-9]+ seconds/ { found("hung-task"); next }
line ~ /[Rr][Cc][Uu].*([Ss]tall|stalls)|rcu.*grace period.* jiffies old|^rcu: .*detected (expedited )?stall/ { found("rcu-stall"); next }
line ~ /soft lockup|hard LOCKUP|NMI watchdog: |^BUG: workqueue lockup|Watchdog detected hard LOCKUP/ { found("lockup"); next }
line ~ /^Out of memory|invoked oom-killer|^oom-kill:|^Memory cgroup out of memory|^Killed process [0-9]+ / { found("oom"); next }
line ~ /page allocation failure: / { found("alloc-failure"); next }
line ~ /^unregister_netdevice: waiting for |^refcount_t: |^ref_tracker: / { found("refcount"); next }
# (the comm of a task may hold spaces: PR_SET_NAME)
line ~ /\[[0-9]+\]: segfault at |^traps: .*\[[0-9]+\] (general protection|trap )/ { found("segfault"); next }
line ~ /taints kernel|tainting kernel/ { found("taint"); next }
line ~ /^(smpboot: )?CPU [0-9]+ is now offline/ { found("cpu-offline"); next }
line ~ /^Kernel panic|^---\[ end Kernel panic/ { found("panic"); next }
line ~ /^ODEBUG: / { found("odebug"); next }
line ~ /^percpu ref .* <= 0 .* after switching to atomic/ { found("refcount"); next }
# the SLUB debug checks: "BUG kmalloc-64 (Not tainted): Poison overwritten"
line ~ /^BUG [A-Za-z0-9_:.()-]+ \((Not t|T)ainted[^)]*\): / { found("bug"); next }
line ~ /^kernel BUG at |^BUG: |^Oops|^invalid opcode: |^general protection fault|^BUG: unable to handle|^Unable to handle|^stack segment: |^double fault|^Kernel stack is corrupted|^kernel stack overflow|corrupted stack end detected|^list_(add|del) corruption|^divide error: |^Unhandled fault|^PANIC: |^VFS: Busy inodes|^VFS: Close: file count is zero|can.t die for more than/ { found("bug"); next }
line ~ /^WARNING: |^------------\[ cut here \]------------$|^---\[ end trace / { found("warning"); next }
line ~ /printk messages dropped|messages dropped/ { found("dropped"); next }
# a report that says the kernel is tainted ("Tainted: G        W"): some
# earlier event (a warning, a bad page) left its flag, said or not
line ~ /Tainted: [A-Z ]*[A-FH-Z]/ { t = line; sub(/.*Tainted: /, "", t); sub(/[0-9].*/, "", t); gsub(/[G ]/, "", t); if (t != "") { found("taint"); next } }
line ~ /^FAULT_INJECTION: forcing a failure/ { fault = NR; next }
# the trace of a hung task follows its "task:NAME state:D" line at once
line ~ /^task:[^ ]+ +state:/ { task = NR; next }
line ~ /^Call Trace:$/ {
	if (task && NR - task <= 2) next
	if (header && NR - header <= 60) next
	if (fault && NR - fault <= 40) { print "fault-trace\t" $0; next }
	print "call-trace\t" (last != "" ? last : $0)
	next
}
line !~ /^(CPU: |Hardware name: |<TASK>|Call Trace:)/ && line != "" { last = $0 }
'
