# Runs inside the containers of qemu/guest/lib-container.sh, from
# /tests/container/inside.sh:
#   inside.sh serve HOST OTHER   the container's init: rows into /tmp/rows,
#                                then wait for /tmp/done
#   inside.sh rows HOST OTHER    the rows on stdout (for crun exec)
#   inside.sh masked             the rows of a container that masks
#                                /proc/net/unix
#   inside.sh fuzz VICTIM SECONDS SEED HOST CALLS   trinity on VICTIM
# HOST is the ID of the guest's own network namespace, OTHER that of a
# namespace a guest task holds: no container may reach either by number.
# busybox runs its own applets before PATH: iproute2 is /bin/ip.
# own ID: the net=link name (net_cookie) where /proc/self/net is a link,
# else the nsfs inum (no netns-* exists there to find)
own=$(readlink /proc/self/net) && { own=${own#*netns-}; own=${own%%/*}; } ||
	own=$(readlink /proc/self/ns/net | tr -dc 0-9)
# netns-<own>, netns-<host> and netns-<other>: rows that compare across boots
names() { sed "s/netns-$own/netns-<own>/g; s/netns-$host/netns-<host>/g; s/netns-[0-9][0-9]*/netns-<other>/g"; }
. /tests/errno.sh
say() { printf '%s => %s\n' "$1" "${2:-(nothing)}"; }
# interface names in a /proc/net/dev format file, sorted, on one line
interfaces() { sed '1,2d; s/:.*//; s/ //g' "$1" | sort | tr '\n' ' ' | sed 's/ $//'; }
# a socket listening on port 8080 (0x1F90, state 0A) in a net/tcp* file
listening() { grep -q ':1F90 [0-9A-F:]* 0A ' "$@" 2>/dev/null; }

rows() {
	say "/proc/self/net/dev: interfaces" "$(interfaces /proc/self/net/dev)"
	say "/proc/net/dev: interfaces" "$(interfaces /proc/net/dev)"
	listening /proc/self/net/tcp /proc/self/net/tcp6 && l=yes || l=no
	say "/proc/self/net/tcp, tcp6: port 8080 listening" $l
	say "/proc/self/net/unix: lines" "$(wc -l </proc/self/net/unix)"
	if link=$(readlink /proc/self/net); then
		say "readlink /proc/self/net" "$(echo "$link" | names)"
	else
		say "readlink /proc/self/net" "not a symlink"
	fi
	say "netns-* listed in /proc" "$(ls /proc 2>/dev/null | grep '^netns-' | names | tr '\n' ' ' | sed 's/ $//')"
	say "read /proc/netns-<own>/net/dev" "$(readable "/proc/netns-$own/net/dev")"
	say "read /proc/netns-<host>/net/tcp (the guest's namespace, by number)" \
		"$(readable "/proc/netns-$host/net/tcp")"
	say "read /proc/netns-<other>/net/tcp (a guest task's other namespace, by number)" \
		"$(readable "/proc/netns-$other/net/tcp")"
	# netlink, not /proc: what the container's tools see beside it
	say "ip -o link (netlink): interfaces" \
		"$(/bin/ip -o link | sed 's/^[0-9]*: \([^:@]*\).*/\1/' | sort | tr '\n' ' ' | sed 's/ $//')"
	say "ss -ltn: listening" "$(ss -ltn | awk 'NR > 1 { print $4 }' | tr '\n' ' ' | sed 's/ $//')"
}

case $1 in
serve)
	host=$2 other=$3
	nc -l -p 8080 >/dev/null 2>&1 &
	for i in $(seq 50); do listening /proc/net/tcp /proc/net/tcp6 && break; sleep 0.1; done
	rows >/tmp/rows.new
	mv /tmp/rows.new /tmp/rows
	while [ ! -e /tmp/done ]; do sleep 0.1; done
	;;
rows)
	host=$2 other=$3
	rows
	;;
masked)
	host=none
	say "/proc/self/net/unix, /proc/net/unix, /proc/1/net/unix: lines" \
		"$(wc -l </proc/self/net/unix) $(wc -l </proc/net/unix) $(wc -l </proc/1/net/unix)"
	say "the mask's mount point" "$(awk '$5 ~ /net\/unix$/ { print $5 }' /proc/self/mountinfo | names)"
	;;
fuzz)
	victim=$2 seconds=$3 seed=$4 host=$5
	[ "$victim" != /proc/netns-OWN/net ] || victim=/proc/netns-$own/net
	# who trinity runs as: uid, capabilities, user, pid and net namespace
	[ "$own" = "$host" ] && ns=host || ns=own
	echo "# fuzz-as: uid $(id -u), CapEff $(awk '/^CapEff:/ { print $2 }' /proc/self/status)," \
		"uid_map $(echo $(cat /proc/self/uid_map)), pid $$, netns $ns"
	# Beside trinity, the guest's namespace by number, which must stay
	# ENOENT (stat, access and chdir, all shell builtins), and the
	# container's own the same way, the control that the loop can hit.
	(
		n=0 found=0 own_found=0
		while [ ! -e /tmp/stop ]; do
			n=$((n + 3))
			[ ! -e "/proc/netns-$host" ] || found=$((found + 1))
			[ ! -r "/proc/netns-$host/net/dev" ] || found=$((found + 1))
			! cd "/proc/netns-$host/net" 2>/dev/null || found=$((found + 1))
			[ ! -e "/proc/netns-$own" ] || own_found=$((own_found + 1))
			[ ! -r "/proc/netns-$own/net/dev" ] || own_found=$((own_found + 1))
			! cd "/proc/netns-$own/net" 2>/dev/null || own_found=$((own_found + 1))
		done
		[ $own_found = $n ] && own_found=all
		echo "# fuzz-probe: $n lookups of /proc/netns-<host> by number, $found found;" \
			"of /proc/netns-<own>, $own_found found"
	) &
	# the root run's syscalls (qemu/guest/lib-fuzz.sh), without --dangerous
	# shellcheck disable=SC2086
	timeout -s INT -k 10 "$seconds" trinity -V "$victim" -s "$seed" -C 2 \
		--disable-fds=sockets -q $6
	rc=$?
	touch /tmp/stop
	wait
	exit $rc
	;;
esac
