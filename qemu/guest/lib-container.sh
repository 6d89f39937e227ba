# Guest library, concatenated before job-container.sh and job-fuzz-user.sh:
# an OCI bundle for Debian 12's crun.  Its root file system holds only
# mount points; the guest's own busybox, tools and /tests are bind-mounted
# into it read-only, as a minimal image would carry them.
bundle=/run/bundle

# bundle PROC_OPTIONS USER ARGS...: write $bundle/config.json.  The
# container gets pid, network, mount, ipc and uts namespaces, and /proc
# mounted with "nosuid,noexec,nodev" plus PROC_OPTIONS (net=link or
# nothing).  USER "root" runs ARGS as uid 0; "unprivileged" adds a user
# namespace (container uids 0-65535 are 100000-165535 outside) and runs
# ARGS as uid 1000 there.  Neither has a capability: config.json names
# none, and crun then grants none.  $MASK, if set, is one more of the
# paths crun masks with /dev/null (maskedPaths).
bundle() {
	proc_options=$1 user=$2
	shift 2
	mkdir -p $bundle/rootfs
	for d in bin sbin usr lib lib64 etc tests proc dev tmp; do
		mkdir -p $bundle/rootfs/$d
	done
	args=$(printf '"%s", ' "$@")
	opts='"nosuid", "noexec", "nodev"'
	for o in $(echo "$proc_options" | tr , ' '); do opts="$opts, \"$o\""; done
	binds=
	for d in bin sbin usr lib lib64 etc tests; do
		binds="$binds
		{ \"destination\": \"/$d\", \"type\": \"bind\", \"source\": \"/$d\", \"options\": [\"rbind\", \"ro\"] },"
	done
	uid=0 userns= maps=
	if [ "$user" = unprivileged ]; then
		uid=1000
		userns='{ "type": "user" },'
		maps='"uidMappings": [ { "containerID": 0, "hostID": 100000, "size": 65536 } ],
		"gidMappings": [ { "containerID": 0, "hostID": 100000, "size": 65536 } ],'
	fi
	masked='"/proc/kcore", "/proc/keys", "/proc/timer_list"'
	[ -z "${MASK:-}" ] || masked="\"$MASK\", $masked"
	cat >$bundle/config.json <<JSON
{
	"ociVersion": "1.0.2",
	"process": {
		"terminal": false,
		"user": { "uid": $uid, "gid": $uid },
		"args": [ ${args%, } ],
		"env": [ "PATH=/bin:/sbin:/usr/bin:/usr/gnu/bin" ],
		"cwd": "/tmp",
		"noNewPrivileges": true
	},
	"root": { "path": "rootfs" },
	"hostname": "container",
	"mounts": [$binds
		{ "destination": "/proc", "type": "proc", "source": "proc", "options": [ $opts ] },
		{ "destination": "/dev", "type": "tmpfs", "source": "tmpfs", "options": [ "nosuid", "mode=755" ] },
		{ "destination": "/tmp", "type": "tmpfs", "source": "tmpfs", "options": [ "nosuid", "nodev", "mode=1777" ] }
	],
	"linux": {
		$maps
		"namespaces": [ $userns { "type": "pid" }, { "type": "network" },
			{ "type": "mount" }, { "type": "ipc" }, { "type": "uts" } ],
		"maskedPaths": [ $masked ],
		"readonlyPaths": [ "/proc/bus", "/proc/fs", "/proc/irq", "/proc/sys", "/proc/sysrq-trigger" ]
	}
}
JSON
}

# cgroups are not what is tested (crun leaves them alone, but still wants
# /sys/fs/cgroup mounted), and the initramfs root cannot be
# pivot_root()ed: crun's documented ways around both.  A hard timeout, so
# that a runtime stuck in the kernel still leaves a row.
crun_create() {	# crun_create NAME
	timeout -k 5 60 crun --cgroup-manager=disabled create --no-pivot --bundle $bundle "$1"
}
crun_run() {	# crun_run SECONDS NAME
	timeout -k 5 "$1" crun --cgroup-manager=disabled run --no-pivot --bundle $bundle "$2"
}

# A net=link procfs of the guest's own where the kernel has the option, so
# that IDs can be read when /proc is mounted without it (A-default)
idproc=/tmp/idproc
mkdir -p $idproc
mount -t proc -o net=link proc $idproc 2>/dev/null || rmdir $idproc
# netns_id [PID [PIDDIR]]: ID of the network namespace of PID (or self), its
# net_cookie: the number in the text of a net/ link, PIDDIR's (the task as
# another procfs instance shows it), /proc/PID's or $idproc/PID's, whichever
# is a link.  Where none is (a kernel without net=link), no name exists, and
# the nsfs inum stands in, so that the rows still try a number a namespace
# goes by.
netns_id() {
	for dir in ${2:-} "/proc/${1:-self}" "$idproc/${1:-self}"; do
		link=$(readlink "$dir/net" 2>/dev/null) || continue
		link=${link#*netns-}
		echo "${link%%/*}"
		return
	done
	readlink "/proc/${1:-self}/ns/net" | tr -dc 0-9
}
