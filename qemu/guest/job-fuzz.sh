# Guest job for make fuzz, after qemu/guest/lib-fuzz.sh: Debian's trinity
# as root (--dangerous), aimed at one victim at a time (it takes one -V
# and does not walk from /proc into /proc/PID).  The control must hang in
# rename (the 2013 bug), the others run clean (qemu/host/judge.sh):
# expect: control=hang alias=clean B=clean A=clean A-default=clean
victims="/proc/self/net /proc/1/net /proc/self/task"
# A's per-namespace directory, where it exists
for d in /proc/netns-*; do [ -d "$d" ] && victims="$victims $d/net" && break; done
seconds=$((@SECONDS@ / $(echo $victims | wc -w)))
for victim in $victims; do
	# shellcheck disable=SC2086
	fuzz_victim "$victim" timeout -s INT -k 10 $seconds trinity -V "$victim" -s @SEED@ -C 2 \
		--dangerous --disable-fds=sockets -q $trinity_calls
done
fuzz_after
