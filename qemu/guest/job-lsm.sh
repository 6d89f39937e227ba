# Guest job: path-based security policies that nobody here wrote, against
# /proc/PID/net, in a boot of its own with lsm=landlock,apparmor
# (qemu/host/boot-tests.sh).  Prints "# lsm: KEY => VALUE" lines, which
# qemu/host/judge.sh holds to the ERE their kernel gets here.
#
# AppArmor: Debian 12's sbin.dhclient profile (package apparmor-profiles,
# enforce mode) and the abstractions it includes, loaded unmodified.
# /tests/lsm/read-file (exit status: the errno of open+read) stands in for
# dhclient at the path the profile grants "mrix", and aa-exec -p dhclient
# runs it confined.  Its rules: @{PROC}/@{pid}/net/dev r (its own) and
# @{PROC}/@{pid}/net/route r (from abstractions/nameservice, which also
# names net/psched, absent without CONFIG_NET_SCHED); nothing grants
# net/unix, the check that the profile denies at all.  The last rows add
# one rule through the profile's own "include if exists
# <local/sbin.dhclient>".
#
# Landlock: samples/landlock/sandboxer.c of the kernel tree, allowing
# reads beneath /sbin (to exec the probe) and /proc/self; /proc/version,
# outside, is the check that the sandbox denies at all.
#
# expect-lsm: AppArmor profile dhclient loaded | control alias B A A-default | ^dhclient \(enforce\)$
# expect-lsm: AppArmor dhclient: read /proc/self/net/dev (@{PROC}/@{pid}/net/dev) | control alias B A-default | ^allowed$
# expect-lsm: AppArmor dhclient: read /proc/self/net/dev (@{PROC}/@{pid}/net/dev) | A | ^EACCES, DENIED open of /proc/netns-[0-9]+/net/dev$
# expect-lsm: AppArmor dhclient: read /proc/net/route (nameservice: @{PROC}/@{pid}/net/route) | control alias B A-default | ^allowed$
# expect-lsm: AppArmor dhclient: read /proc/net/route (nameservice: @{PROC}/@{pid}/net/route) | A | ^EACCES, DENIED open of /proc/netns-[0-9]+/net/route$
# expect-lsm: AppArmor dhclient: read /proc/self/net/unix (no rule) | control alias B A-default | ^EACCES, DENIED open of /proc/PID/net/unix$
# expect-lsm: AppArmor dhclient: read /proc/self/net/unix (no rule) | A | ^EACCES, DENIED open of /proc/netns-[0-9]+/net/unix$
# expect-lsm: AppArmor profile dhclient reloaded with local/sbin.dhclient | control alias B A A-default | ^dhclient \(enforce\)$
# expect-lsm: AppArmor dhclient + local rule @{PROC}/netns-[0-9]*/net/dev r: read /proc/self/net/dev | control alias B A A-default | ^allowed$
# expect-lsm: AppArmor dhclient + local rule: read /proc/self/net/unix (no rule) | control alias B A-default | ^EACCES, DENIED open of /proc/PID/net/unix$
# expect-lsm: AppArmor dhclient + local rule: read /proc/self/net/unix (no rule) | A | ^EACCES, DENIED open of /proc/netns-[0-9]+/net/unix$
# expect-lsm: Landlock beneath /proc/self: read /proc/self/status | control alias B A A-default | ^allowed$
# expect-lsm: Landlock beneath /proc/self: read /proc/version (outside) | control alias B A A-default | ^EACCES$
# expect-lsm: Landlock beneath /proc/self: read /proc/self/net/dev | control alias B A-default | ^allowed$
# expect-lsm: Landlock beneath /proc/self: read /proc/self/net/dev | A | ^EACCES$
# expect-lsm: Landlock beneath /proc/self and /proc/self/net: read /proc/self/net/dev | control alias B A A-default | ^allowed$
say() { printf '# lsm: %s => %s\n' "$1" "$2"; }
probe=/sbin/dhclient
cp /tests/lsm/read-file $probe
. /tests/errno.sh
# What AppArmor logged for the last probe: "DENIED open of PATH", with
# /proc/<pid>/ written /proc/PID/, so that rows compare across kernels.
# kauditd prints asynchronously: wait up to 2 s for the line.
denial() {
	for i in 1 2 3 4 5 6 7 8 9 10; do
		dmesg | grep -q 'apparmor="DENIED"' && break
		sleep 0.2
	done
	dmesg | sed -n 's/.*apparmor="DENIED" operation="\([a-z_]*\)" .*name="\([^"]*\)".*/\1 of \2/p' |
		tail -1 | sed 's|^\(.*\) of /proc/[0-9][0-9]*/|DENIED \1 of /proc/PID/|; t; s/^/DENIED /'
}
confined() {	# confined KEY PATH
	dmesg -c >/dev/null
	aa-exec -p dhclient -- $probe "$2"
	rc=$(errname $?)
	[ "$rc" = allowed ] || rc="$rc, $(denial)"
	say "$1" "$rc"
}

load() {	# load KEY: (re)load the profile, report its mode
	if apparmor_parser -r -K /etc/apparmor.d/sbin.dhclient 2>/tmp/err; then
		say "$1" "$(grep '^dhclient ' /sys/kernel/security/apparmor/profiles)"
	else
		say "$1" "apparmor_parser failed: $(head -1 /tmp/err)"
	fi
}

echo "# lsm: active: $(cat /sys/kernel/security/lsm 2>&1)"
load "AppArmor profile dhclient loaded"
confined "AppArmor dhclient: read /proc/self/net/dev (@{PROC}/@{pid}/net/dev)" /proc/self/net/dev
confined "AppArmor dhclient: read /proc/net/route (nameservice: @{PROC}/@{pid}/net/route)" /proc/net/route
confined "AppArmor dhclient: read /proc/self/net/unix (no rule)" /proc/self/net/unix
echo '@{PROC}/netns-[0-9]*/net/dev r,' >/etc/apparmor.d/local/sbin.dhclient
load "AppArmor profile dhclient reloaded with local/sbin.dhclient"
confined "AppArmor dhclient + local rule @{PROC}/netns-[0-9]*/net/dev r: read /proc/self/net/dev" /proc/self/net/dev
confined "AppArmor dhclient + local rule: read /proc/self/net/unix (no rule)" /proc/self/net/unix

sandboxed() {	# sandboxed KEY READ_ONLY_PATHS PATH
	LL_FS_RO="$2" LL_FS_RW="" /tests/lsm/sandboxer $probe "$3" 2>/tmp/err
	rc=$?
	# the sandboxer itself fails with 1 (EPERM): say why
	[ $rc != 1 ] || { say "$1" "sandboxer failed: $(head -1 /tmp/err)"; return; }
	say "$1" "$(errname $rc)"
}
sandboxed "Landlock beneath /proc/self: read /proc/self/status" /sbin:/proc/self /proc/self/status
sandboxed "Landlock beneath /proc/self: read /proc/version (outside)" /sbin:/proc/self /proc/version
sandboxed "Landlock beneath /proc/self: read /proc/self/net/dev" /sbin:/proc/self /proc/self/net/dev
sandboxed "Landlock beneath /proc/self and /proc/self/net: read /proc/self/net/dev" \
	/sbin:/proc/self:/proc/self/net /proc/self/net/dev
