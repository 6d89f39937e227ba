# Guest job for make fuzz: Debian's trinity aimed at one victim at a time
# (it takes one -V and does not walk from /proc into /proc/PID), with
# @SECONDS@ seconds and seed @SEED@ each, filled in by the host.  Prints
# "# fuzz: VICTIM => ..." and, for each task left in D state, its wchan
# and /proc/PID/syscall.  The control must hang in rename (the 2013 bug),
# the others run clean (qemu/host/judge.sh):
# expect: control=hang alias=clean B=clean A=clean A-default=clean
cd /tmp
victims="/proc/self/net /proc/1/net /proc/self/task"
# A's per-namespace directory, where it exists
for d in /proc/netns-*; do [ -d "$d" ] && victims="$victims $d/net" && break; done
syscall_name() {
	case $1 in
	2) echo open ;; 82) echo rename ;; 83) echo mkdir ;; 84) echo rmdir ;;
	86) echo link ;; 87) echo unlink ;; 217) echo getdents64 ;;
	264) echo renameat ;; 265) echo linkat ;; 272) echo unshare ;;
	308) echo setns ;; 316) echo renameat2 ;; *) echo "nr $1" ;;
	esac
}
seen=" "
for victim in $victims; do
	start=$(date +%s)
	echo "# fuzz-start: $victim => uptime $(cut -d' ' -f1 /proc/uptime)"
	timeout -s INT -k 10 @SECONDS@ trinity -V "$victim" -s @SEED@ -C 2 --dangerous \
		--disable-fds=sockets -q \
		-c rename -c renameat -c renameat2 -c link -c linkat -c rmdir \
		-c mkdir -c unlink -c open -c getdents64 -c setns -c unshare \
		>/tmp/trinity.log 2>&1
	rc=$?
	ran=$(grep -o 'Ran [0-9]* syscalls' /tmp/trinity.log | tail -1 | tr -dc 0-9)
	[ -n "$ran" ] || ran=$(grep -o '[0-9]* iterations' /tmp/trinity.log | tail -1 | tr -dc 0-9)
	echo "# fuzz: $victim => exit $rc after $(( $(date +%s) - start )) s, ${ran:-?} syscalls, seed @SEED@, tainted $(cat /proc/sys/kernel/tainted)"
	for p in /proc/[0-9]*; do
		state=$(sed 's/.*) \(.\).*/\1/' "$p/stat" 2>/dev/null)
		pid=${p#/proc/}
		[ "$state" = D ] || continue
		case "$seen" in *" $pid "*) continue ;; esac
		seen="$seen$pid "
		echo "# fuzz-hung: $victim => pid $pid $(cat "$p/comm") in $(cat "$p/wchan"), $(syscall_name "$(cut -d' ' -f1 "$p/syscall")")"
	done
	tail -3 /tmp/trinity.log | sed 's/^/#   trinity| /'
done

# Afterwards, unless a task is stuck in procfs: namespace churn, and what
# kmemleak (debug kernels) has to say.
if [ "$seen" = " " ]; then
	echo "# test: netns-churn"
	timeout 120 /tests/compare/netns-churn
	echo "# exit: netns-churn $?"
fi
if [ -w /sys/kernel/debug/kmemleak ]; then
	echo scan >/sys/kernel/debug/kmemleak
	sleep 5
	echo scan >/sys/kernel/debug/kmemleak
	echo "# fuzz: kmemleak => $(grep -c '^unreferenced object' /sys/kernel/debug/kmemleak) unreferenced objects"
	head -n 3000 /sys/kernel/debug/kmemleak | sed 's/^/#   kmemleak| /'
fi
