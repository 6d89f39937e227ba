# Guest job for make faults, on a debug kernel (KASAN, kmemleak, fault
# injection: qemu/config/debug.config).  Each round fails the allocations
# one function of the series makes, under the operation that reaches it
# (compare-tests/faults/fault-sweep.c: nth fails them one at a time, inum
# steers the inode numbers so that net/'s needs memory); then every Nth
# allocation of a task running all the operations.  After each round, kmemleak's new unreferenced
# objects; at the end the namespace churn test, back to one struct net.
# qemu/host/faults.sh judges the output: every forced failure must reach
# the caller as 0 (the kernel fell back) or ENOMEM, or as an errno named
# below for that site, each expected site must be failed, no round may
# leak, and the console must stay free of KASAN, lockdep, warnings and
# taint.
#   LABEL OPERATION FUNCTION MODE ROUNDS
rounds="
netns-create netns-create proc_net_ns_init nth 8
net-inum netns-create proc_alloc_inum inum 2000
netns-lookup netns-lookup proc_netns_lookup nth 1
netns-net-lookup netns-net-lookup proc_netns_lookup_net nth 1
walk-link walk-link proc_netns_net_dentry nth 1
reclaimed-inode reclaimed-inode proc_get_inode nth 1
mount-link mount-link proc_fill_super nth 1
mount-dir mount-dir proc_fill_super nth 1
"
# Sites that must be failed, by label: SITE is CALLER<ALLOCATOR@PARENT.
# expect-site: net-inum ^proc_alloc_inum<ida_alloc_range@proc_net_ns_init$
# expect-site: netns-lookup ^proc_netns_make_inode<new_inode@proc_netns_instantiate$
# expect-site: netns-net-lookup ^proc_netns_make_inode<new_inode@proc_netns_lookup_net$
# The link's walk into a new namespace makes its netns-ID and net/ under
# proc_netns_net_dentry() (->get_link() itself is split by the compiler
# and calls it from a .part clone, out of the stack filter's reach):
# expect-site: walk-link ^proc_netns_make_inode<new_inode@proc_netns_instantiate$
# expect-site: walk-link ^proc_netns_make_inode<new_inode@proc_netns_lookup_net$
# expect-site: reclaimed-inode ^proc_get_inode<iget_locked@
# readdir of /proc allocates nothing (it walks an xarray by position under
# RCU), and neither does readlink() of the link (its text is on the
# stack): no round of their own, but fault-sweep runs both in the
# every-Nth rounds.  The index by net_cookie is a hash table embedded in
# struct net; the xarray by position allocates a node only when a
# namespace's position needs a new one, under proc_net_ns_init(), which
# the netns-create rounds fail in turn.
# every-op: readdir
# every-op: readlink
# Errnos other than ENOMEM, each where the code before the series gives
# it (LABEL SITE-ERE ERRNO); "every" for the every-Nth rounds, by operation.
# proc_net_ns_init() sets err = -EEXIST before proc_net_mkdir("stat"):
# expect-errno: netns-create ^__proc_create< EEXIST
# expect-errno: every netns-create EEXIST
# proc_pid_instantiate() and proc_pident_instantiate() answer a failed
# proc_pid_make_inode() with -ENOENT:
# expect-errno: every readlink ENOENT
# expect-errno: every walk-link ENOENT
# expect-errno: every reclaimed-inode ENOENT
leaks() {	# leaks ROUND: kmemleak's objects since the last round
	[ -w /sys/kernel/debug/kmemleak ] || return 0	# make coverage's kernel
	echo scan >/sys/kernel/debug/kmemleak
	sleep 6	# kmemleak reports objects at least 5 s old
	echo scan >/sys/kernel/debug/kmemleak
	echo "# fault-leaks: $1 => $(grep -c '^unreferenced object' /sys/kernel/debug/kmemleak) unreferenced objects"
	head -n 200 /sys/kernel/debug/kmemleak | sed 's/^/#   kmemleak| /'
	echo clear >/sys/kernel/debug/kmemleak
}
leaks boot
echo "$rounds" | while read -r label op func mode n; do
	[ -n "$label" ] || continue
	echo "# test: fault $label: $op under $func, $mode"
	timeout 600 /tests/faults/fault-sweep "$label" "$op" "$func" "$mode" "$n"
	echo "# exit: fault $label $?"
	leaks "$label"
done
for n in 2 3 5 11 29; do
	echo "# test: fault every $n"
	timeout 600 /tests/faults/fault-sweep every "$n" 10
	echo "# exit: fault every-$n $?"
	leaks "every-$n"
done
echo "# test: netns-churn"
timeout 300 /tests/compare/netns-churn
echo "# exit: netns-churn $?"
echo "# faults: tainted $(cat /proc/sys/kernel/tainted)"
