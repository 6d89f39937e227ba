#!/bin/sh
# The console scanner tested like code: every line of
# console-corpus/match must come out as its class, no line of
# console-corpus/nomatch may come out at all, and small consoles check
# what one line cannot show: a call trace with and without its report
# header, a forced failure's trace, and reports behind a NUL byte, a CR,
# bytes that are not UTF-8, a tab, an escape sequence or other control
# bytes.  Prints TAP.
set -eu
here=$(dirname "$0")
corpus=$here/console-corpus
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
n=0 bad=0
tap() {	# tap 0|1 DESCRIPTION
	n=$((n + 1))
	if [ "$1" = 1 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; bad=1; fi
}
classes() { sh "$here/console-scan.sh" "$tmp" | cut -f1 | tr '\n' ' ' | sed 's/ $//'; }

tab=$(printf '\t')
grep -v '^#' "$corpus/match" | while IFS="$tab" read -r class line; do
	printf '%s\n' "$line" >"$tmp"
	got=$(classes)
	[ "$got" = "$class" ] && echo "1${tab}$class: $line" || echo "0${tab}$class (got ${got:-nothing}): $line"
done >"$tmp.rows"
grep -v '^#' "$corpus/nomatch" | while IFS= read -r line; do
	printf '%s\n' "$line" >"$tmp"
	got=$(classes)
	[ -z "$got" ] && echo "1${tab}nothing: $line" || echo "0${tab}nothing (got $got): $line"
done >>"$tmp.rows"
while IFS="$tab" read -r ok what; do tap "$ok" "$(printf '%.150s' "$what")"; done <"$tmp.rows"
rm -f "$tmp.rows"

console() {	# console EXPECTED-CLASSES DESCRIPTION (the console in $tmp)
	got=$(classes)
	[ "$got" = "$1" ] && tap 1 "$2: ${got:-nothing}" || tap 0 "$2: ${got:-nothing}, not ${1:-nothing}"
}
printf '%s\n' '[    5.1] CPU: 0 UID: 0 PID: 54 Comm: netns-churn Not tainted 6.12.118-A #2' \
	'[    5.1] Hardware name: QEMU Standard PC (i440FX + PIIX, 1996)' '[    5.1] Call Trace:' \
	'[    5.1]  <TASK>' '[    5.1]  dump_stack_lvl+0x5d/0x80' >"$tmp"; console call-trace "a dump_stack() with no report"
printf '%s\n' '[   10.7] INFO: task deadlock-rename:54 blocked for more than 5 seconds.' \
	'[   10.7]       Not tainted 6.12.118-control #2' '[   10.7] task:deadlock-rename state:D stack:0 pid:54' \
	'[   10.7] Call Trace:' '[   10.7]  <TASK>' '[   10.7]  lock_rename+0x2a/0x60' >"$tmp"; console hung-task "a hung task and its own trace"
printf '%s\n' '[   33.7] FAULT_INJECTION: forcing a failure.' '[   33.7] name failslab, interval 1' \
	'[   33.7] CPU: 0 UID: 0 PID: 60 Comm: fault-sweep' '[   33.7] Call Trace:' >"$tmp"; console fault-trace "a forced failure's trace"
printf 'guest: te\000[   12.3] BUG: KASAN: slab-use-after-free in proc_netns_lookup+0x4c/0x1a0\n' >"$tmp"
console "bytes kasan" "a KASAN report behind a NUL byte"
printf '[   12.3] BUG: KASAN: slab-use-after-free in proc_netns_lookup+0x4c/0x1a0\r\n' >"$tmp"
console kasan "a KASAN report with a CR line end"
printf '\377\376\200[   21.0] turning off the locking correctness validator.\n' >"$tmp"
console "bytes lockdep-off" "lockdep off behind bytes that are not UTF-8"
printf '[    1.0] ok\r[    9.0] kernel BUG at fs/proc/inode.c:656!\n' >"$tmp"
console bug "a report after a bare CR on one line"
printf '[   12.3]\tBUG: KASAN: slab-use-after-free in proc_netns_lookup+0x4c/0x1a0\n' >"$tmp"
console kasan "a KASAN report behind a tab"
printf '[   12.3] \033[1;31mkernel BUG at fs/proc/inode.c:656!\033[0m\n' >"$tmp"
console "bytes bug" "a report behind an escape sequence"
printf '[   12.3] \001\010BUG: unable to handle page fault for address: 0000000000000008\n' >"$tmp"
console "bytes bug" "a report behind control bytes"
printf '[   12.3] \342\200\213BUG: KASAN: slab-use-after-free in proc_netns_lookup+0x4c/0x1a0\n' >"$tmp"
console bytes "a report behind a zero-width space"
printf '[   12.3] \233[0mkernel BUG at fs/proc/inode.c:656!\n' >"$tmp"
console bytes "a report behind an 8-bit CSI"
printf '[   12.3] \033]0;x\007kernel BUG at fs/proc/inode.c:656!\n' >"$tmp"
console "bytes bug" "a report behind an OSC sequence"
printf '[   12.3] rcu: \tRCU restricting CPUs from NR_CPUS=64 to nr_cpu_ids=2.\n' >"$tmp"
console "" "a tab, which the kernel itself prints"
echo "1..$n"
exit $bad
