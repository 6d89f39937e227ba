# Guest job for make fuzz, after qemu/guest/lib-fuzz.sh: Debian's trinity
# as root (--dangerous), aimed at one victim at a time (it takes one -V
# and does not walk from /proc into /proc/PID).  The control must hang in
# rename (the 2013 bug), the others run clean (qemu/host/judge.sh):
# expect: control=hang alias=clean B=clean A=clean A-default=clean
# The victims each kernel must report (netns-ID: any number), and what a
# clean victim must show: at least 90% of its budget run, and this many
# syscalls per minute of budget (far under the 20000 and more a minute
# that B ran on 6.1 under TCG, so that only a stalled victim falls short):
# expect-victims: A | /proc/self/net /proc/1/net /proc/self/task /proc/netns-ID/net
# expect-victims: control alias B A-default | /proc/self/net /proc/1/net /proc/self/task
# expect-syscalls: 2000 per minute of budget
# and a budget of its own no smaller than this (make compare gives each
# victim 25 s, make fuzz FUZZ_MIN minutes split over them), so that a
# shrunk budget cannot make a short run clean:
# expect-budget: 25 s per victim at least
victims="/proc/self/net /proc/1/net /proc/self/task"
# A's per-namespace directory, where it exists
for d in /proc/netns-*; do [ -d "$d" ] && victims="$victims $d/net" && break; done
seconds=@VICTIM_SECONDS@
[ "$seconds" -gt 0 ] || seconds=$((@SECONDS@ / $(echo $victims | wc -w)))
options=$(cat /etc/proc-options)
for victim in $victims; do
	# a procfs instance of its own for each victim, so that tasks a
	# victim left hung in lock_rename() (the control) hold no lock that
	# the next victim's trinity would block on
	mount -t proc ${options:+-o "$options"} proc /proc
	# shellcheck disable=SC2086
	fuzz_victim "$victim" $seconds timeout -s INT -k 10 $seconds trinity -V "$victim" -s @SEED@ -C 2 \
		--dangerous --disable-fds=sockets -q $trinity_calls
done
fuzz_after
