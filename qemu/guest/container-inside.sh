# Runs inside the containers of qemu/guest/lib-container.sh, from
# /tests/container/inside.sh:
#   inside.sh serve HOST_NETNS   the container's init: rows into /tmp/rows,
#                                then wait for /tmp/done
#   inside.sh rows HOST_NETNS    the rows on stdout (for crun exec)
#   inside.sh fuzz VICTIM SECONDS SEED HOST_NETNS CALLS   trinity on VICTIM
# HOST_NETNS is the ID of the guest's own network namespace, which no
# container may reach by name.
own=$(readlink /proc/self/ns/net | tr -dc 0-9)
# netns-<own>, netns-<host> and netns-<other>: rows that compare across boots
names() { sed "s/netns-$own/netns-<own>/g; s/netns-$host/netns-<host>/g; s/netns-[0-9][0-9]*/netns-<other>/g"; }
errname() {
	case $1 in 0) echo allowed ;; 2) echo ENOENT ;; 13) echo EACCES ;; *) echo "errno $1" ;; esac
}
readable() { /tests/lsm/read-file "$1"; errname $?; }
say() { printf '%s => %s\n' "$1" "${2:-(nothing)}"; }
# interface names in a /proc/net/dev format file, sorted, on one line
interfaces() { sed '1,2d; s/:.*//; s/ //g' "$1" | sort | tr '\n' ' ' | sed 's/ $//'; }

rows() {
	say "/proc/self/net/dev: interfaces" "$(interfaces /proc/self/net/dev)"
	say "/proc/net/dev: interfaces" "$(interfaces /proc/net/dev)"
	if link=$(readlink /proc/self/net); then
		say "readlink /proc/self/net" "$(echo "$link" | names)"
	else
		say "readlink /proc/self/net" "not a symlink"
	fi
	say "netns-* listed in /proc" "$(ls /proc 2>/dev/null | grep '^netns-' | names | tr '\n' ' ' | sed 's/ $//')"
	say "read /proc/netns-<own>/net/dev" "$(readable "/proc/netns-$own/net/dev")"
	say "read /proc/netns-<host>/net/dev (the guest's namespace, by number)" \
		"$(readable "/proc/netns-$host/net/dev")"
	say "ip -o link: interfaces" "$(ip -o link | sed 's/^[0-9]*: \([^:@]*\).*/\1/' | sort | tr '\n' ' ' | sed 's/ $//')"
	say "ss -ltn: listening" "$(ss -ltn | awk 'NR > 1 { print $4 }' | tr '\n' ' ' | sed 's/ $//')"
}

case $1 in
serve)
	host=$2
	nc -l -p 8080 >/dev/null 2>&1 &
	# until the socket is listening (0x1F90 = 8080)
	for i in $(seq 50); do grep -q ':1F90 .* 0A ' /proc/net/tcp && break; sleep 0.1; done
	rows >/tmp/rows.new
	mv /tmp/rows.new /tmp/rows
	while [ ! -e /tmp/done ]; do sleep 0.1; done
	;;
rows)
	host=$2
	rows
	;;
fuzz)
	victim=$2 seconds=$3 seed=$4 host=$5
	[ "$victim" != /proc/netns-OWN/net ] || victim=/proc/netns-$own/net
	# who trinity runs as: uid, capabilities, user, pid and net namespace
	echo "# fuzz-as: uid $(id -u), CapEff $(awk '/^CapEff:/ { print $2 }' /proc/self/status)," \
		"uid_map $(echo $(cat /proc/self/uid_map)), pid $$, netns $(echo "netns-$own" | names)"
	# Beside trinity, the guest's namespace by number, which must stay
	# ENOENT: stat, access and chdir, all shell builtins.
	(
		n=0 found=0
		while [ ! -e /tmp/stop ]; do
			n=$((n + 3))
			[ ! -e "/proc/netns-$host" ] || found=$((found + 1))
			[ ! -r "/proc/netns-$host/net/dev" ] || found=$((found + 1))
			! cd "/proc/netns-$host/net" 2>/dev/null || found=$((found + 1))
		done
		echo "# fuzz-probe: $n lookups of /proc/netns-<host> by number, $found found"
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
