# Guest job: a container runtime nobody here wrote, Debian 12's crun, in a
# boot of its own (qemu/host/boot-tests.sh), after qemu/guest/lib-container.sh.
# Two containers, one at a time: /proc mounted plainly, then with
# net=link, which control, alias and B must refuse with a mount error that
# crun reports.  Each is created, given one end of a veth pair (as a CNI
# plugin would), started, asked the same questions again through crun
# exec, and deleted.  Two more, plain and net=link, name /proc/net/unix
# in maskedPaths, which crun masks with a bind mount of /dev/null: on a
# /proc without net=link (6.1 and 6.12 alike) the next lookup of
# /proc/PID/net/unix detaches that mount (the force-lookup of
# proc_net_d_revalidate), so crun's read-only remount fails.  Besides the
# guest's own namespace ("host"), a guest task holds another ("other"):
# DESIGN.md's container that must not reach another's
# /proc/netns-ID/net/tcp.  Prints "# container: KEY => VALUE"
# lines, which qemu/host/judge.sh holds to the ERE their kernel gets here;
# "(absent)" means the row must not appear.  Every namespace of these
# kernels has lo and sit0; veth-ctr is the container's, its peer stays
# outside.
#
# expect-container: guest: other namespace differs from the guest's | control alias B A A-default | ^yes$
# expect-container: guest: /proc/netns-<other>/net/tcp (a guest task in another namespace) | A | ^allowed$
# expect-container: guest: /proc/netns-<other>/net/tcp (a guest task in another namespace) | control alias B A-default | ^ENOENT$
# expect-container: plain /proc: crun create | control alias B A A-default | ^created$
# expect-container: plain /proc: /proc/self/net/dev: interfaces | control alias B A A-default | ^lo sit0 veth-ctr$
# expect-container: plain /proc: /proc/net/dev: interfaces | control alias B A A-default | ^lo sit0 veth-ctr$
# expect-container: plain /proc: /proc/self/net/tcp, tcp6: port 8080 listening | control alias B A A-default | ^yes$
# expect-container: plain /proc: /proc/self/net/unix: lines | control alias B A A-default | ^[1-9][0-9]*$
# expect-container: plain /proc: readlink /proc/self/net | control alias B A A-default | ^not a symlink$
# expect-container: plain /proc: netns-* listed in /proc | control alias B A A-default | ^\(nothing\)$
# expect-container: plain /proc: read /proc/netns-<own>/net/dev | control alias B A A-default | ^ENOENT$
# expect-container: plain /proc: read /proc/netns-<host>/net/tcp (the guest's namespace, by number) | control alias B A A-default | ^ENOENT$
# expect-container: plain /proc: read /proc/netns-<other>/net/tcp (a guest task's other namespace, by number) | control alias B A A-default | ^ENOENT$
# expect-container: plain /proc: ip -o link (netlink): interfaces | control alias B A A-default | ^lo sit0 veth-ctr$
# expect-container: plain /proc: ss -ltn: listening | control alias B A A-default | ^[^ ]*:8080$
# expect-container: plain /proc: the guest's root, through the container's /proc: /proc/netns-<container>/net/dev | control alias B A A-default | ^ENOENT$
# expect-container: plain /proc: the guest's root, through the container's /proc: /proc/netns-<host>/net/dev | control alias B A A-default | ^ENOENT$
# expect-container: plain /proc: the guest's /proc/netns-<container>/net/dev, while it runs | A | ^allowed$
# expect-container: plain /proc: the guest's /proc/netns-<container>/net/dev, while it runs | control alias B A-default | ^ENOENT$
# expect-container: plain /proc: crun exec sees the same rows | control alias B A A-default | ^same$
# expect-container: plain /proc: crun delete | control alias B A A-default | ^deleted$
# expect-container: plain /proc: the guest's /proc/netns-<container>/net/dev, after crun delete, an fd holding its namespace | control alias B A A-default | ^ENOENT$
# expect-container: plain /proc: the guest's /proc/netns-<container>/net/dev, after crun delete | control alias B A A-default | ^ENOENT$
# expect-container: net=link /proc: crun create | A A-default | ^created$
# expect-container: net=link /proc: crun create | control alias B | ^refused: .*proc.*(Invalid argument|EINVAL) ?$
# expect-container: net=link /proc: /proc/self/net/dev: interfaces | A A-default | ^lo sit0 veth-ctr$
# expect-container: net=link /proc: /proc/net/dev: interfaces | A A-default | ^lo sit0 veth-ctr$
# expect-container: net=link /proc: /proc/self/net/tcp, tcp6: port 8080 listening | A A-default | ^yes$
# expect-container: net=link /proc: /proc/self/net/unix: lines | A A-default | ^[1-9][0-9]*$
# expect-container: net=link /proc: readlink /proc/self/net | A A-default | ^\.\./netns-<own>/net$
# expect-container: net=link /proc: netns-* listed in /proc | A A-default | ^netns-<own>$
# expect-container: net=link /proc: read /proc/netns-<own>/net/dev | A A-default | ^allowed$
# expect-container: net=link /proc: read /proc/netns-<host>/net/tcp (the guest's namespace, by number) | A A-default | ^ENOENT$
# expect-container: net=link /proc: read /proc/netns-<other>/net/tcp (a guest task's other namespace, by number) | A A-default | ^ENOENT$
# expect-container: net=link /proc: ip -o link (netlink): interfaces | A A-default | ^lo sit0 veth-ctr$
# expect-container: net=link /proc: ss -ltn: listening | A A-default | ^[^ ]*:8080$
# expect-container: net=link /proc: the guest's root, through the container's /proc: /proc/netns-<container>/net/dev | A A-default | ^allowed$
# expect-container: net=link /proc: the guest's root, through the container's /proc: /proc/netns-<host>/net/dev | A A-default | ^allowed$
# expect-container: net=link /proc: the guest's /proc/netns-<container>/net/dev, while it runs | A | ^allowed$
# expect-container: net=link /proc: the guest's /proc/netns-<container>/net/dev, while it runs | A-default | ^ENOENT$
# expect-container: net=link /proc: crun exec sees the same rows | A A-default | ^same$
# expect-container: net=link /proc: crun delete | A A-default | ^deleted$
# expect-container: net=link /proc: the guest's /proc/netns-<container>/net/dev, after crun delete, an fd holding its namespace | A A-default | ^ENOENT$
# expect-container: net=link /proc: the guest's /proc/netns-<container>/net/dev, after crun delete | A A-default | ^ENOENT$
# expect-container: net=link /proc: /proc/self/net/dev: interfaces | control alias B | (absent)
# expect-container: net=link /proc: /proc/net/dev: interfaces | control alias B | (absent)
# expect-container: net=link /proc: /proc/self/net/tcp, tcp6: port 8080 listening | control alias B | (absent)
# expect-container: net=link /proc: /proc/self/net/unix: lines | control alias B | (absent)
# expect-container: net=link /proc: readlink /proc/self/net | control alias B | (absent)
# expect-container: net=link /proc: netns-* listed in /proc | control alias B | (absent)
# expect-container: net=link /proc: read /proc/netns-<own>/net/dev | control alias B | (absent)
# expect-container: net=link /proc: read /proc/netns-<host>/net/tcp (the guest's namespace, by number) | control alias B | (absent)
# expect-container: net=link /proc: read /proc/netns-<other>/net/tcp (a guest task's other namespace, by number) | control alias B | (absent)
# expect-container: net=link /proc: ip -o link (netlink): interfaces | control alias B | (absent)
# expect-container: net=link /proc: ss -ltn: listening | control alias B | (absent)
# expect-container: net=link /proc: the guest's root, through the container's /proc: /proc/netns-<container>/net/dev | control alias B | (absent)
# expect-container: net=link /proc: the guest's root, through the container's /proc: /proc/netns-<host>/net/dev | control alias B | (absent)
# expect-container: net=link /proc: the guest's /proc/netns-<container>/net/dev, while it runs | control alias B | (absent)
# expect-container: net=link /proc: crun exec sees the same rows | control alias B | (absent)
# expect-container: net=link /proc: crun delete | control alias B | (absent)
# expect-container: net=link /proc: the guest's /proc/netns-<container>/net/dev, after crun delete, an fd holding its namespace | control alias B | (absent)
# expect-container: net=link /proc: the guest's /proc/netns-<container>/net/dev, after crun delete | control alias B | (absent)
# expect-container: maskedPaths /proc/net/unix, plain /proc: crun run | control alias B A A-default | ^refused: remount .proc/net/unix.: Invalid argument ?$
# expect-container: maskedPaths /proc/net/unix, plain /proc: /proc/self/net/unix, /proc/net/unix, /proc/1/net/unix: lines | control alias B A A-default | (absent)
# expect-container: maskedPaths /proc/net/unix, plain /proc: the mask's mount point | control alias B A A-default | (absent)
# expect-container: maskedPaths /proc/net/unix, net=link /proc: crun run | A A-default | ^ran$
# expect-container: maskedPaths /proc/net/unix, net=link /proc: crun run | control alias B | ^refused: mount .proc. to .proc.: Invalid argument ?$
# expect-container: maskedPaths /proc/net/unix, net=link /proc: /proc/self/net/unix, /proc/net/unix, /proc/1/net/unix: lines | A A-default | ^0 0 0$
# expect-container: maskedPaths /proc/net/unix, net=link /proc: /proc/self/net/unix, /proc/net/unix, /proc/1/net/unix: lines | control alias B | (absent)
# expect-container: maskedPaths /proc/net/unix, net=link /proc: the mask's mount point | A A-default | ^/proc/netns-<own>/net/unix$
# expect-container: maskedPaths /proc/net/unix, net=link /proc: the mask's mount point | control alias B | (absent)
say() { printf '# container: %s: %s => %s\n' "$label" "$1" "$2"; }
. /tests/errno.sh
host=$(netns_id 1)
unshare -n sleep 600 &
sleeper=$!
# until unshare has run, the sleeper's namespace is still the guest's, and
# every <other> row would pass by reading the guest's own: wait for it
# (under TCG 0.5 s was not always enough), and say whether it came
other=$host
for i in $(seq 100); do
	other=$(netns_id $sleeper)
	[ "$other" = "$host" ] || break
	sleep 0.1
done
label=guest
[ "$other" != "$host" ] && differs=yes || differs="no: both $host"
say "other namespace differs from the guest's" "$differs"
say "/proc/netns-<other>/net/tcp (a guest task in another namespace)" "$(readable "/proc/netns-$other/net/tcp")"
n=0

container() {	# container LABEL PROC_OPTIONS
	label=$1 n=$((n + 1))
	bundle "$2" root sh /tests/container/inside.sh serve "$host" "$other"
	if ! crun_create c$n >/tmp/crun.err 2>&1; then
		say "crun create" "refused: $(tr '\n' ' ' </tmp/crun.err)"
		crun delete -f c$n >/dev/null 2>&1
		return
	fi
	say "crun create" created
	pid=$(crun state c$n | sed -n 's/.*"pid": *\([0-9]*\).*/\1/p')
	/bin/ip link add veth-guest$n type veth peer name veth-ctr netns "$pid"
	crun start c$n
	for i in $(seq 300); do [ -e "/proc/$pid/root/tmp/rows" ] && break; sleep 0.1; done
	rows=$(cat "/proc/$pid/root/tmp/rows")
	printf '%s\n' "$rows" | while IFS= read -r row; do echo "# container: $label: $row"; done
	# the container's init as its own /proc shows it: a link if net=link
	id=$(netns_id "$pid" "/proc/$pid/root/proc/1")
	# the container's procfs instance, from the guest's root, who may
	# enter every namespace: on A that decides, not which tasks the
	# instance shows, so the guest's own namespace is there too
	say "the guest's root, through the container's /proc: /proc/netns-<container>/net/dev" \
		"$(readable "/proc/$pid/root/proc/netns-$id/net/dev")"
	say "the guest's root, through the container's /proc: /proc/netns-<host>/net/dev" \
		"$(readable "/proc/$pid/root/proc/netns-$host/net/dev")"
	say "the guest's /proc/netns-<container>/net/dev, while it runs" "$(readable "/proc/netns-$id/net/dev")"
	seen=$(timeout 60 crun exec c$n sh /tests/container/inside.sh rows "$host" "$other" 2>&1)
	if [ "$seen" = "$rows" ]; then
		say "crun exec sees the same rows" same
	else
		say "crun exec sees the same rows" "differs: $(printf '%s\n' "$seen" | grep -vxF "$rows" | head -2 | tr '\n' ' ')"
	fi
	exec 3<"/proc/$pid/ns/net"	# keeps the namespace alive, with no task in it
	touch "/proc/$pid/root/tmp/done"
	for i in $(seq 100); do crun state c$n | grep -q '"stopped"' && break; sleep 0.1; done
	if timeout 30 crun delete c$n >/tmp/crun.err 2>&1; then
		say "crun delete" deleted
	else
		say "crun delete" "failed: $(head -1 /tmp/crun.err)"
	fi
	say "the guest's /proc/netns-<container>/net/dev, after crun delete, an fd holding its namespace" \
		"$(readable "/proc/netns-$id/net/dev")"
	exec 3<&-
	say "the guest's /proc/netns-<container>/net/dev, after crun delete" "$(readable "/proc/netns-$id/net/dev")"
}
container "plain /proc" ""
container "net=link /proc" net=link

masked() {	# masked LABEL PROC_OPTIONS: a container whose maskedPaths name /proc/net/unix
	label=$1 n=$((n + 1))
	MASK=/proc/net/unix bundle "$2" root sh /tests/container/inside.sh masked
	if crun_run 60 c$n >/tmp/rows 2>/tmp/crun.err; then
		say "crun run" ran
		while IFS= read -r row; do echo "# container: $label: $row"; done </tmp/rows
	else
		say "crun run" "refused: $(tr '\n' ' ' </tmp/crun.err)"
	fi
	crun delete -f c$n >/dev/null 2>&1
}
masked "maskedPaths /proc/net/unix, plain /proc" ""
masked "maskedPaths /proc/net/unix, net=link /proc" net=link
kill $sleeper
