# Guest job: what real userspace sees, and how GNU tree walkers treat
# /proc/PID/net.  Prints "# compat: KEY => VALUE" and "# inode: KEY =>
# VALUE" lines; KEY names other tasks SAME (same network namespace) and
# OTHER (another one), not their PIDs.  GNU find, du and tar are in
# /usr/gnu/bin; busybox provides the rest.  qemu/host/judge.sh holds each
# compat VALUE to the ERE its kernel gets here:
# expect-compat: ip netns add/exec/identify | control alias B A A-default | ^exec sees 2 interfaces in /proc/net/dev; identify: ct0$
# expect-compat: ss -ltn | control alias B A A-default | ^listener on :5555 listed 1 time\(s\)$
# expect-compat: busybox netstat -ltn | control alias B A A-default | ^listener on :5555 listed 1 time\(s\)$
# expect-compat: cat /proc/net/dev (via /proc/net -> self/net) | control alias B A A-default | ^4 lines$
# expect-compat: access(/proc/net/if_inet6, R_OK) (systemd) | control alias B A A-default | ^yes$
# expect-compat: stat /proc/1/net (no -L) | control alias B A-default | ^directory$
# expect-compat: stat /proc/1/net (no -L) | A | ^symbolic link$
# expect-compat: GNU find /proc -maxdepth 3 -name dev (no -L) | control alias B A-default | ^[0-9]+ found, ([2-9]|[1-9][0-9]+) of them net/dev$
# expect-compat: GNU find /proc -maxdepth 3 -name dev (no -L) | A | ^2 found, 1 of them net/dev$
gnu=/usr/gnu/bin
# busybox sh runs its own applets for bare names: iproute2 by path
ip=/bin/ip
say() { printf '# %s: %s => %s\n' "$1" "$2" "$3"; }
lines() { wc -l | tr -d ' '; }

# --- userspace -------------------------------------------------------------
if $ip netns add ct0 2>/tmp/err; then
	n=$($ip netns exec ct0 cat /proc/net/dev 2>&1 | grep -c ':')
	id=$($ip netns exec ct0 /bin/ip netns identify 2>&1)
	say compat "ip netns add/exec/identify" "exec sees $n interfaces in /proc/net/dev; identify: ${id:-nothing}"
	$ip netns del ct0
else
	say compat "ip netns add/exec/identify" "add failed: $(cat /tmp/err)"
fi
nc -l -p 5555 </dev/null >/dev/null 2>&1 &
listener=$!
sleep 1
say compat "ss -ltn" "listener on :5555 listed $(ss -ltn 2>&1 | grep -c ':5555 ') time(s)"
say compat "busybox netstat -ltn" "listener on :5555 listed $(netstat -ltn 2>&1 | grep -c ':5555 ') time(s)"
kill $listener
say compat "cat /proc/net/dev (via /proc/net -> self/net)" "$(cat /proc/net/dev 2>&1 | lines) lines"
test -r /proc/net/if_inet6 && r=yes || r=no
say compat "access(/proc/net/if_inet6, R_OK) (systemd)" "$r"
say compat "stat /proc/1/net (no -L)" "$(stat -c %F /proc/1/net 2>&1)"
all=$($gnu/find /proc -maxdepth 3 -name dev 2>/dev/null | lines)
net=$($gnu/find /proc -maxdepth 3 -name dev -path '*/net/dev' 2>/dev/null | lines)
say compat "GNU find /proc -maxdepth 3 -name dev (no -L)" "$all found, $net of them net/dev"

# --- inode numbering: A is /proc/1/net, B is /proc/SAME/net ---------------------
sleep 600 &
same=$!
unshare -n sleep 600 &
other=$!
sleep 1
for p in 1 SAME OTHER; do
	case $p in SAME) pid=$same ;; OTHER) pid=$other ;; *) pid=$p ;; esac
	d=/proc/$pid/net/stat
	say inode "/proc/$p/net/stat" "$(stat -L -c 'dev %d ino %i' $d 2>&1), realpath $(readlink -f $d 2>&1)"
done
first_err() { head -1 /tmp/err | sed "s|/proc/$same/|/proc/SAME/|g; s/^/: /"; }
for args in "A B" "A/ B/" "-L A B"; do
	real=$(echo "$args" | sed "s|A|/proc/1/net|; s|B|/proc/$same/net|")
	dirs=$($gnu/find $real -type d 2>/tmp/err | lines)
	files=$($gnu/find $real -type f 2>>/tmp/err | lines)
	loops=$(grep -c 'loop' /tmp/err)
	say inode "GNU find $args" "$dirs dirs, $files files, $(lines </tmp/err) errors, $loops loops$(first_err)"
done
for args in "A B" "A/ B/" "-L A B"; do
	real=$(echo "$args" | sed "s|A|/proc/1/net|; s|B|/proc/$same/net|")
	out=$($gnu/du -s $real 2>/tmp/err | lines)
	say inode "GNU du -s $args" "$out totals printed, $(lines </tmp/err) errors$(first_err)"
done
for args in "A/ B/" "-h A B"; do
	real=$(echo "$args" | sed "s|A|/proc/1/net|; s|B|/proc/$same/net|")
	$gnu/tar cf /tmp/t.tar $real 2>/tmp/err
	total=$($gnu/tar tvf /tmp/t.tar 2>/dev/null | lines)
	hard=$($gnu/tar tvf /tmp/t.tar 2>/dev/null | grep -c '^h')
	say inode "GNU tar cf $args" "$total members, $hard stored as hard links, $(lines </tmp/err) errors$(first_err)"
done
kill $same $other
