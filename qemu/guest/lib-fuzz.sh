# Guest library for the trinity jobs of make fuzz (job-fuzz.sh, as root;
# job-fuzz-user.sh, unprivileged in a container), concatenated before them
# by qemu/host/fuzz.sh, which fills in @SEED@, and @VICTIM_SECONDS@ (each
# victim's budget) or, where that is 0, @SECONDS@ (the whole budget, split
# here over the victims).
cd /tmp
syscall_name() {
	case $1 in
	2) echo open ;; 82) echo rename ;; 83) echo mkdir ;; 84) echo rmdir ;;
	86) echo link ;; 87) echo unlink ;; 217) echo getdents64 ;;
	264) echo renameat ;; 265) echo linkat ;; 272) echo unshare ;;
	308) echo setns ;; 316) echo renameat2 ;; *) echo "nr $1" ;;
	esac
}
# trinity's options in both jobs: the path walks and directory
# operations of the 2013 bug, and namespace switches
trinity_calls="-c rename -c renameat -c renameat2 -c link -c linkat -c rmdir
	-c mkdir -c unlink -c open -c getdents64 -c setns -c unshare"
seen=" "

# d_state_tasks: "PID SWITCHES" for each task in D state, SWITCHES its
# voluntary and involuntary context switches so far
d_state_tasks() {
	for p in /proc/[0-9]*; do
		[ "$(sed 's/.*) \(.\).*/\1/' "$p/stat" 2>/dev/null)" = D ] || continue
		echo "${p#/proc/} $(sed -n 's/^.*ctxt_switches:[[:space:]]*//p' "$p/status" | tr '\n' ' ')"
	done
}

# fuzz_victim VICTIM SECONDS COMMAND...: COMMAND runs trinity on VICTIM
# for SECONDS (its budget, printed so that the judge can hold the run's
# length to it); then "# fuzz: VICTIM => ..." and, for each task newly
# hung, its wchan and /proc/PID/syscall.  The judge reads these
# (qemu/host/judge.sh).
fuzz_victim() {
	victim=$1
	echo "# fuzz-budget: $victim => $2 s"
	shift 2
	start=$(date +%s)
	echo "# fuzz-start: $victim => uptime $(cut -d' ' -f1 /proc/uptime)"
	"$@" >/tmp/trinity.log 2>&1
	rc=$?
	ran=$(grep -o 'Ran [0-9]* syscalls' /tmp/trinity.log | tail -1 | tr -dc 0-9)
	[ -n "$ran" ] || ran=$(grep -o '[0-9]* iterations' /tmp/trinity.log | tail -1 | tr -dc 0-9)
	echo "# fuzz: $victim => exit $rc after $(( $(date +%s) - start )) s, ${ran:-?} syscalls, seed @SEED@, tainted $(cat /proc/sys/kernel/tainted)"
	# what container-inside.sh says beside trinity
	sed -n "s|^# \(fuzz-as\|fuzz-probe\): |# \1: $victim => |p" /tmp/trinity.log
	# hung as the kernel's hung-task detector counts it: in D state, and
	# not switched in once over 6 s (a kworker waiting a moment for RCU
	# is in D state too)
	d_now=$(d_state_tasks) d_later=
	[ -z "$d_now" ] || { sleep 6; d_later=$(d_state_tasks); }
	for pid in $(printf '%s\n' "$d_now" | grep -Fx "$d_later" | cut -d' ' -f1); do
		p=/proc/$pid
		case "$seen" in *" $pid "*) continue ;; esac
		seen="$seen$pid "
		# the VFS function on its stack: 6.12's wchan is the lock primitive
		fn=$(sed -n 's/.*] \(lock_two_directories\|lock_rename\)+.*/\1/p' "$p/stack" | head -1)
		echo "# fuzz-hung: $victim => pid $pid $(cat "$p/comm") in ${fn:-$(cat "$p/wchan")}, wchan $(cat "$p/wchan"), $(syscall_name "$(cut -d' ' -f1 "$p/syscall")")"
	done
	grep -v '^# fuzz-' /tmp/trinity.log | tail -3 | sed 's/^/#   trinity| /'
}

# Afterwards, unless a task is stuck in procfs: namespace churn, and what
# kmemleak (debug kernels) has to say.
fuzz_after() {
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
}
