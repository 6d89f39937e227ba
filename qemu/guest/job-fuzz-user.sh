# Guest job for make fuzz, after qemu/guest/lib-fuzz.sh and
# lib-container.sh: trinity where an attacker would stand, as uid 1000
# without capabilities in a crun container with user, pid and network
# namespaces of its own, and /proc mounted as the guest's own (net=link
# on A, plainly elsewhere); no --dangerous.  One container per victim:
# the container's /proc/self/net, /proc/self/task and, where the layout
# has it, its /proc/netns-ID/net.  Beside trinity, a loop looks the
# guest's namespace up by number, which must never be found, and the
# container's own, which must be found exactly where /proc is net=link
# (container-inside.sh).  Nothing in the 2013 bug needs a privilege: the
# walk to the two parents needs only search permission, and rename()
# takes lock_rename() before vfs_rename()'s may_delete()/may_create()
# (a read-only mount would stop it sooner), so the control must hang
# here too.
# expect: control=hang alias=clean B=clean A=clean A-default=clean
# The victims each kernel must report, and the syscalls per minute of
# budget a clean one must run (B ran 2880 and more a minute on 6.1), as
# well as 90% of its budget (qemu/host/judge.sh):
# expect-victims: A | /proc/self/net /proc/self/task /proc/netns-OWN/net
# expect-victims: control alias B A-default | /proc/self/net /proc/self/task
# expect-syscalls: 500 per minute of budget
# and a budget of its own no smaller than this (make compare gives each
# victim 25 s, make fuzz FUZZ_MIN minutes split over them), so that a
# shrunk budget cannot make a short run clean:
# expect-budget: 25 s per victim at least
# expect-probe: A | ^[1-9][0-9]* lookups of /proc/netns-<host> by number, 0 found; of /proc/netns-<own>, all found$
# expect-probe: control alias B A-default | ^[1-9][0-9]* lookups of /proc/netns-<host> by number, 0 found; of /proc/netns-<own>, 0 found$
host=$(netns_id 1)
options=$(cat /etc/proc-options)
victims="/proc/self/net /proc/self/task"
case ",$options," in *,net=link,*) victims="$victims /proc/netns-OWN/net" ;; esac
seconds=@VICTIM_SECONDS@
[ "$seconds" -gt 0 ] || seconds=$((@SECONDS@ / $(echo $victims | wc -w)))
for victim in $victims; do
	bundle "$options" unprivileged sh /tests/container/inside.sh fuzz "$victim" $seconds @SEED@ "$host" "$(echo $trinity_calls)"
	fuzz_victim "$victim" $seconds crun_run $((seconds + 20)) fuzz
	crun delete -f fuzz >/dev/null 2>&1
done
fuzz_after
