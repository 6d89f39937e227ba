# Guest job for make faults, on a debug kernel (KASAN, kmemleak, fault
# injection: qemu/config/debug.config).  Each round fails, one at a time,
# every allocation one function of the series makes, under the operation
# that reaches it (compare-tests/faults/fault-sweep.c); then every Nth
# allocation of a task running all the operations.  After each round,
# kmemleak's new unreferenced objects; at the end the namespace churn
# test, back to one struct net.  qemu/host/faults.sh judges the output:
# every forced failure must reach the caller as 0 or ENOMEM, each named
# site must be failed at least once, no round may leak, and the console
# must stay free of KASAN, lockdep, warnings and taint.
#   OPERATION FUNCTION ROUNDS
rounds="
netns-create proc_net_ns_init 24
netns-lookup proc_netns_lookup 1
netns-net-lookup proc_netns_lookup_net 1
readdir proc_netns_readdir 1
readlink proc_net_get_link 1
walk-link proc_net_get_link 1
reclaimed-inode proc_get_inode 1
mount-link proc_fill_super 1
mount-dir proc_fill_super 1
"
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
echo "$rounds" | while read -r op func n; do
	[ -n "$op" ] || continue
	echo "# test: fault $op under $func"
	timeout 600 /tests/faults/fault-sweep "$op" "$func" "$n"
	echo "# exit: fault $op $?"
	leaks "$op"
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
