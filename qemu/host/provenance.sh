#!/bin/sh
# Where a boot came from, written before it and checked when it is judged.
#
#   provenance.sh build-info NAME FLAVOUR SRC OBJ BZIMAGE
#	(build-kernel.sh) what the bzImage is: its kernel and flavour, the
#	base and branch tree ids, the patches its branch applies (blob and
#	path), the kernel's own banner and the file's sha256.
#   provenance.sh manifest OUTDIR BZIMAGE INITRAMFS TIMEOUT QEMU-ARGS...
#	(run.sh) OUTDIR/manifest: this repository's commit, the bzImage's
#	build-info and sha256 as booted, the initramfs and job, the timeout,
#	the QEMU command line and the blob of every file of the suite, the
#	guest jobs and the config fragments.
#   provenance.sh stamp BOOTDIR...
#	"made at COMMIT", this repository's commit(s) the manifests name.
#   provenance.sh check KERNEL FLAVOUR TESTSRC BOOTDIR...
#	(the judges) "BOOTDIR<TAB>why", one line per way BOOTDIR differs from what the repo
#	says it must be, nothing if it does not: the manifest is there and
#	whole; output.log is text; the guest states each fact once, and its
#	/proc/version is the build's banner and its
#	/proc/cmdline and CPU count are those QEMU was given; the kernel,
#	flavour and patches are KERNEL's, each patch and each input file as
#	this repository has it (the suite's .c and .h files as TESTSRC has
#	them); the commit is one of this repository's.
set -eu
. qemu/host/settings.sh
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)

# the files whose content a run depends on besides the kernel's patches
inputs() {
	git -C "$top" ls-files -- 'compare-tests/*.[ch]' compare-tests/Makefile \
		qemu/guest qemu/config | while IFS= read -r f; do
		[ ! -f "$top/$f" ] || echo "$f"
	done
}
blobs() {	# blobs PREFIX FILE...: "PREFIX BLOB FILE", from the work tree
	p=$1
	shift
	[ $# -gt 0 ] || return 0
	for f in "$@"; do echo "$top/$f"; done | git hash-object --stdin-paths |
		paste -d' ' - /dev/fd/3 3<<EOF | sed "s|^|$p |"
$(printf '%s\n' "$@")
EOF
}

# detectors FLAVOUR: "LINE|LINE", the console line of each detector the
# flavour's config fragments leave on (the last fragment to name an
# option decides, as merge_config.sh does)
detectors() {
	f=$top/qemu/config/$1.config fr=
	while [ -f "$f" ]; do
		fr="$f $fr"
		up=$(sed -n '1s/^# on top of: //p' "$f")
		[ -n "$up" ] || break
		f=$top/qemu/config/$up.config
	done
	# shellcheck disable=SC2086
	cat "$top/qemu/config/kernel.config" $fr 2>/dev/null | awk '
	/^CONFIG_PROVE_LOCKING=y$/ { on["Lock dependency validator: "] = 1 }
	/^# CONFIG_PROVE_LOCKING is not set$/ { on["Lock dependency validator: "] = 0 }
	/^CONFIG_KASAN=y$/ { on["kasan: KernelAddressSanitizer initialized"] = 1 }
	/^# CONFIG_KASAN is not set$/ { on["kasan: KernelAddressSanitizer initialized"] = 0 }
	/^CONFIG_DEBUG_KMEMLEAK=y$/ { on["kmemleak: Kernel memory leak detector initialized"] = 1 }
	/^# CONFIG_DEBUG_KMEMLEAK is not set$/ { on["kmemleak: Kernel memory leak detector initialized"] = 0 }
	END { for (l in on) if (on[l]) s = s (s == "" ? "" : "|") l; print s }'
}

# one pass over every boot: the expected patch and input lines, the
# commits git knows, then each BOOTDIR's manifest and output.log
check_boots() {	# check_boots EXPECTED COMMITS DIRS: uses k, flavour, want
	awk -v k="$k" -v kernel="$kernel" -v flavour="$flavour" -v want="$(echo $want)" \
		-v expected="$1" -v commits="$2" -v detectors="$(detectors "$flavour")" \
		-v shallow="$(git -C "$top" rev-parse --is-shallow-repository 2>/dev/null)" '
	function why(s) { print d "\t" s }
	function tail(s, t) { return length(s) > length(t) && substr(s, length(s) - length(t)) == "/" t }
	function line(f, re,   l, v, n) {	# the line of f matching re, re removed
		n = 0
		while ((getline l <f) > 0) if (l ~ re && ++n == 1) { v = l; sub(re, "", v); sub(/\r$/, "", v) }
		close(f)
		# the guest states each once: a second copy the judge might not read
		if (n > 1) why("output.log: " n " lines \"" re "\", not one")
		return v
	}
	FILENAME == expected { expd[$0] = 1; next }
	FILENAME == commits { if ($2 == "commit") known[$1] = 1; next }
	{ d = $0; m = d "/manifest" }
	(getline l <m) <= 0 { why("no manifest: where the boot came from is not recorded"); next }
	{
		split("", cnt); split("", val); split("", mine); got = ""; last = ""
		do {
			key = l; sub(/ .*/, "", key)
			if (!(key in cnt)) val[key] = substr(l, length(key) + 2)
			cnt[key]++
			if (key == "patch" || key == "input") mine[l] = 1
			if (key == "patch") { p = l; sub(/^patch [0-9a-f]* /, "", p); got = got (got == "" ? "" : " ") p }
			last = l
		} while ((getline l <m) > 0)
		close(m)
		if (last != "end") why("manifest cut short (no end line)")
		n = split("repo kernel flavour base tree version bzimage booted qemu", keys, " ")
		for (i = 1; i <= n; i++)
			if (cnt[keys[i]] != 1) why("manifest: " cnt[keys[i]] + 0 " \"" keys[i] "\" lines, not one")
		if (val["kernel"] != k) why("manifest: kernel " val["kernel"] ", not " k)
		if (val["flavour"] != flavour) why("manifest: flavour " val["flavour"] ", not " flavour)
		if (val["booted"] != val["bzimage"])
			why("the bzImage booted (" substr(val["booted"], 1, 12) ") is not the one built (" substr(val["bzimage"], 1, 12) ")")
		# the guest'"'"'s word for what ran, against the build'"'"'s and QEMU'"'"'s
		out = d "/output.log"
		# what the guest states once, read once by every judge: its kernel
		# line (with the mount of /proc), the taint and lockdep snapshot; the
		# job line "# proc:" is that same mount
		kl = line(out, "^guest: kernel ")
		line(out, "^# tainted: "); line(out, "^# debug_locks: ")
		pl = line(out, "^# proc: ")
		if (pl != "" && index(kl, ", /proc: ") && substr(kl, index(kl, ", /proc: ") + 9) != pl)
			why("output.log: \"# proc: " pl "\", but the guest: kernel line says /proc: " substr(kl, index(kl, ", /proc: ") + 9))
		gv = line(out, "^guest: version ")
		if (gv != val["version"])
			why("the guest ran \"" (gv == "" ? "no guest: version line" : gv) "\", the build is \"" val["version"] "\"")
		q = val["qemu"]
		a = substr(q, index(q, " -append ") + 9); a = substr(a, 1, index(a, " -serial ") - 1)
		gc = line(out, "^guest: cmdline ")
		if (gc != a) why("the guest'"'"'s command line \"" gc "\" is not QEMU'"'"'s -append \"" a "\"")
		smp = ""; if (match(q, / -smp [0-9]+ /)) { smp = substr(q, RSTART + 6, RLENGTH - 7) }
		cpus = line(out, "^guest: cpus online ")
		if (cpus != smp) why((cpus == "" ? "no" : cpus) " CPUs online in the guest, QEMU was given -smp " (smp == "" ? "?" : smp))
		# QEMU'"'"'s line: the kernel'"'"'s image, and the initramfs and both
		# serial files in one directory; run.sh'"'"'s copy the same
		kp = ""; if (match(q, / -kernel [^ ]+ /)) kp = substr(q, RSTART + 9, RLENGTH - 10)
		# (in whatever BUILD it was made)
		if (!tail(kp, flavour == "test" ? kernel "/bzImage" : k "/" flavour "/bzImage") &&
		    !(flavour == "test" && tail(kp, k "/bzImage")))
			why("QEMU booted " (kp == "" ? "no -kernel" : kp) ", not " k "'"'"'s " flavour " image")
		nb = 0; split("", dirs)
		rest = q
		while (match(rest, / -(initrd|serial) (file:)?[^ ]+/)) {
			qf = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
			sub(/^ -[a-z]+ (file:)?/, "", qf); sub(/\/[^\/]*$/, "", qf); dirs[++nb] = qf
		}
		b = d; sub(/.*\//, "", b)
		# (the trinity boots of make compare are made by fuzz.sh in KERNEL
		# and KERNEL-unprivileged, and kept as fuzz and fuzz-unprivileged)
		own = tail(dirs[1], b) || (b == "fuzz" && tail(dirs[1], kernel)) || (b == "fuzz-unprivileged" && tail(dirs[1], kernel "-unprivileged"))
		if (nb != 3 || dirs[1] != dirs[2] || dirs[2] != dirs[3] || !own)
			why("QEMU'"'"'s -initrd and -serial files are not all in one directory, the boot'"'"'s own")
		# the CPU run.sh gives every guest (proc-empty-vm needs its PKU)
		if (!index(q, " -cpu qemu64,+pku ")) why("QEMU was not given run.sh'"'"'s -cpu qemu64,+pku")
		# and the rest of run.sh'"'"'s line, option for option: TCG (a KVM
		# guest hangs on this machine, and every rate here is TCG'"'"'s); only
		# -m, -smp, the files and -append vary, and -icount is added or not
		# (-icount, where it stands, is the flavour'"'"'s business, below)
		qq = q; gsub(/ -icount [^ ]+/, "", qq)
		if (qq !~ /^qemu-system-x86_64 -accel tcg -m [0-9]+ -smp [0-9]+ -nodefaults -display none -no-reboot -cpu qemu64,[+]pku -kernel [^ ]+ -initrd [^ ]+ -append .* -serial file:[^ ]+ -serial file:[^ ]+$/)
			why("QEMU'"'"'s command line is not run.sh'"'"'s: " (match(q, / -accel [^ ]+/) ? substr(q, RSTART + 1, RLENGTH - 1) : "no -accel") ", options or their order changed")
		# what a boot is given is what the repository gives it: run.sh'"'"'s
		# kernel arguments (boot-tests.sh adds the lsm boot'"'"'s), and the
		# instruction clock only where make bench asks for it
		if (a != "console=ttyS0 panic=-1 slab_nomerge " (b == "lsm" ? "lsm=landlock,apparmor" : ""))
			why("QEMU'"'"'s -append \"" a "\" is not what run.sh gives a " b " boot")
		if (index(q, " -icount ") && flavour != "perf")
			why("QEMU was given -icount, which only make bench'"'"'s perf boots are")
		# the release is the build'"'"'s LOCALVERSION, -KERNEL (A-default: A)
		rel = val["version"]; sub(/^Linux version /, "", rel); sub(/ .*/, "", rel)
		if (!index(val["version"], "-" k " (")) why("the build'"'"'s release " rel " is not -" k "'"'"'s")
		# A-default is A'"'"'s kernel: where the run holds A'"'"'s boot of the
		# same name, the image is that one
		if (kernel == "A-default") {
			# make compare'"'"'s RUN/A-default/runs/BOOT, or RUN/A-default
			am = d
			if (match(am, /\/A-default\/runs\//)) am = substr(am, 1, RSTART) "A/runs/" substr(am, RSTART + RLENGTH)
			else if (match(am, /\/A-default$/)) am = substr(am, 1, RSTART) "A"
			# make bench'"'"'s RUN/CLOCK-A-default-PAIR and RUN/allocs-A-default
			else if (match(am, /-A-default(-[0-9]+)?$/)) am = substr(am, 1, RSTART) "A" substr(am, RSTART + 10)
			am = am "/manifest"
			if (am != d "/manifest" && (getline l <am) > 0) {
				ai = ""
				do { if (l ~ /^bzimage /) ab = substr(l, 9); if (l ~ /^initramfs /) ai = substr(l, 11) } while ((getline l <am) > 0)
				close(am)
				if (ab != val["bzimage"]) why("A-default booted the image " substr(val["bzimage"], 1, 12) ", A'"'"'s boot " substr(ab, 1, 12))
				# ... with its own initramfs: A'"'"'s mounts /proc with net=link
				if (ai != "" && ai == val["initramfs"]) why("A-default booted A'"'"'s initramfs (" substr(ai, 1, 12) ")")
			}
		}
		qc = line(d "/qemu-cmdline", "^")
		if (qc != "" && qc != q) why("qemu-cmdline is not the manifest'"'"'s QEMU line")
		# no longer than the limit it was given
		v = line(d "/verdict", "^")
		if (match(v, /^completed in [0-9]+ s$/) && substr(v, 14) + 0 > val["timeout"] + 0)
			why("\"" v "\" under a limit of " val["timeout"] " s")
		# the console is this boot'"'"'s: one banner, the build'"'"'s, and QEMU'"'"'s command line
		nbanner = 0; cb = ""; ccl = ""; con = d "/console.log"
		ndet = split(detectors, need, "|"); split("", seen)
		# ... and the detectors it does not build: none of them may start
		nknown = split("Lock dependency validator: |kasan: KernelAddressSanitizer initialized|kmemleak: Kernel memory leak detector initialized", detector, "|"); absent = ""
		# what every boot'"'"'s console holds, from the kernel and from init
		nstd = split("Memory: |smp: Brought up |clocksource: Switched to clocksource |Freeing unused kernel image|Run /init as init process", std, "|")
		split("", sawstd); split("", late); ccpus = cend = after = cmem = back = othercpu = hyp = otherrel = long = kcl = kclbad = initts = ""; initseen = ncl = lastts = 0
		slack = 0; if (smp + 0 > 1) slack = 1
		rel = val["version"]; sub(/^Linux version /, "", rel); sub(/ .*/, "", rel)
		while ((getline l <con) > 0) {
			sub(/\r$/, "", l)
			for (i = 1; i <= ndet; i++) if (index(l, need[i])) seen[i] = 1
			for (i = 1; i <= nknown; i++) if (absent == "" && index(l, detector[i]) && !index("|" detectors "|", "|" detector[i] "|")) absent = detector[i]
			for (i = 1; i <= nstd; i++) if (index(l, std[i])) sawstd[i] = 1
			# the memory the kernel found, and where its detectors started:
			# before init, before any work they vouch for
			if (match(l, /Memory: [0-9]+K\/[0-9]+K available/)) { cmem = substr(l, RSTART); sub(/ available.*/, "", cmem); sub(/.*\//, "", cmem); sub(/K$/, "", cmem) }
			if (l ~ /Run \/init as init process/) initseen = 1
			# the clock only runs forward (two CPUs stamp their own lines,
			# half a second apart at most while they sync: a second of
			# slack there); one command
			# line; the CPU
			# QEMU emulates; every report names the release built
			if (match(l, /^\[ *[0-9]+\.[0-9]+\]/)) { ts = substr(l, 2, RLENGTH - 2) + 0; if (ts < lastts - slack && back == "") back = l; lastts = ts }
			if (l ~ /Run \/init as init process/ && initts == "") initts = ts
			# the kernel'"'"'s own copy of its command line, QEMU'"'"'s too
			if (match(l, /Kernel command line: .*/) && kcl == "") { kcl = substr(l, RSTART + 21); sub(/ +$/, "", kcl); ak = a; sub(/ +$/, "", ak); if (kcl != ak) kclbad = l }
			if (l ~ /\] Command line: /) ncl++
			# no task is blocked longer than init has run (the tasks the
			# tests hang are init'"'"'s descendants)
			if (match(l, /blocked for more than [0-9]+ seconds/) && long == "") {
				bl = substr(l, RSTART + 22, RLENGTH - 30) + 0
				if (bl > ts - (initts == "" ? 0 : initts) + 1) long = l
			}
			if (l ~ /smpboot: CPU0: / && l !~ /smpboot: CPU0: AMD QEMU Virtual CPU /) othercpu = l
			# a TCG guest sees no hypervisor and no paravirtual clock
			if ((l ~ /Hypervisor detected: / || l ~ /clocksource: .*kvm-clock/) && hyp == "") hyp = l
			if (match(l, /(Not tainted|Tainted: [A-Z ]+) [0-9]+\.[0-9]+\.[0-9]+-[^ ]+ #/)) {
				r = substr(l, RSTART, RLENGTH); sub(/ #$/, "", r); sub(/.* /, "", r)
				if (r != rel && otherrel == "") otherrel = l
			}
			for (i = 1; i <= ndet; i++) if (initseen && index(l, need[i]) && !(i in late)) late[i] = 1
			if (match(l, /smp: Brought up [0-9]+ nodes?, [0-9]+ CPUs?$/)) { ccpus = substr(l, RSTART); sub(/ CPUs?$/, "", ccpus); sub(/.* /, "", ccpus) }
			# after the end of boot the guest reboots: a line the kernel
			# printed later was not printed while the job ran
			if (cend != "" && after == "" && l !~ /^\[ *[0-9]+\.[0-9]+\] reboot: (Restarting system|machine restart)$/ && l !~ /^(\[ *[0-9]+\.[0-9]+\])? *$/) after = l
			if (match(l, /guest: end of boot, job rc=[0-9]+$/)) { cend = substr(l, RSTART); sub(/.*rc=/, "", cend) }
			if (l ~ /^\[ *[0-9]+\.[0-9]+\] Linux version /) { nbanner++; sub(/^\[[^]]*\] /, "", l); cb = l }
			else if (ccl == "" && l ~ /^\[ *[0-9]+\.[0-9]+\] Command line: /) { sub(/^\[[^]]*\] Command line: /, "", l); ccl = l }
		}
		close(con)
		if (nbanner != 1) why("console: " nbanner " kernel banners, not one")
		else if (cb != val["version"]) why("console: the banner \"" substr(cb, 1, 100) "\" is not the build'"'"'s")
		if (ccl != a) why("console: command line \"" ccl "\" is not QEMU'"'"'s -append \"" a "\"")
		for (i = 1; i <= nstd; i++) if (!(i in sawstd)) { why("console: no \"" std[i] "\": not a whole boot'"'"'s console"); break }
		qm = ""; if (match(q, / -m [0-9]+ /)) qm = substr(q, RSTART + 4, RLENGTH - 5)
		if (cmem != "" && qm != "" && (cmem > qm * 1024 || cmem < qm * 1024 * 0.9))
			why("console: the kernel found " cmem "K of memory, QEMU was given -m " qm)
		if (back != "") why("console: the clock runs backwards at \"" substr(back, 1, 80) "\"")
		if (long != "") why("console: \"" substr(long, 1, 100) "\", at that uptime")
		if (kclbad != "") why("console: \"" substr(kclbad, 1, 100) "\" is not QEMU'"'"'s -append")
		if (ncl > 1) why("console: " ncl " command lines: two boots in one console")
		if (othercpu != "") why("console: \"" substr(othercpu, 1, 100) "\", where QEMU was given -cpu qemu64")
		if (hyp != "") why("console: \"" substr(hyp, 1, 100) "\": not a TCG guest")
		if (otherrel != "") why("console: \"" substr(otherrel, 1, 100) "\": a report of another release than " rel)
		for (i in late) why("console: \"" need[i] "\" after init started: the detector started after the work began")
		if (after != "") why("console: \"" substr(after, 1, 100) "\" after the end of boot")
		if (ccpus != "" && ccpus != smp) why("console: " ccpus " CPUs brought up, QEMU was given -smp " smp)
		oend = line(out, "^guest: job done rc=")
		if (cend != "" && oend != "" && cend != oend) why("console: the job ended rc=" cend ", output.log says rc=" oend)
		# a detector the flavour builds in must have started, or its
		# silence is no finding
		for (i = 1; i <= ndet; i++) if (!(i in seen)) why("console: no \"" need[i] "\": a detector of the " flavour " flavour never started")
		if (absent != "") why("console: \"" absent "\": a detector the " flavour " flavour does not build started (another flavour'"'"'s kernel)")
		if (got != want)
			why("patches: " split(got, x, " ") " applied, this repository has " split(want, x, " ") " for " k)
		# each file whose blob is not this repository'"'"'s, once, in order
		split("", diff); nd = 0
		for (e in mine) if (!(e in expd)) { split(e, f, " "); diff[f[3]] = 1 }
		for (e in expd) if (!(e in mine)) { split(e, f, " "); diff[f[3]] = 1 }
		for (path in diff) list[++nd] = path
		for (i = 2; i <= nd; i++) for (j = i; j > 1 && list[j - 1] > list[j]; j--) { t = list[j]; list[j] = list[j - 1]; list[j - 1] = t }
		for (i = 1; i <= nd; i++) why("differs from this repository: " list[i])
		c = val["repo"]; sub(/ .*/, "", c)
		if (!(c in known)) why("made at commit " c ", which this repository does not have" (shallow == "true" ? " (a shallow clone: git fetch --unshallow)" : ""))
		# every boot of a kernel in one run is one build of one base
		build = "base " val["base"] " tree " val["tree"] " version " val["version"] " bzimage " val["bzimage"]
		if (first == "") { first = build; firstdir = d; sub(/.*\//, "", firstdir) }
		else if (build != first) why("another build than " firstdir ": " substr(build, 1, 120))
	}' "$1" "$2" -
}

case $1 in
build-info)
	name=$2 flavour=$3 src=$4 obj=$5 image=$6
	echo "kernel $name"
	echo "flavour $flavour"
	echo "base $(git -C "$src" rev-parse 'base^{tree}')"
	echo "tree $(git -C "$src" rev-parse 'HEAD^{tree}')"
	# shellcheck disable=SC2046
	blobs patch $(make -s --no-print-directory -C "$top" print-patches-"$name")
	# the banner /proc/version prints; the compiled one has the date
	echo "version $(strings -a "$obj/vmlinux" | grep -m1 '^Linux version .* #[0-9]')"
	echo "bzimage $(sha256sum <"$image" | cut -d' ' -f1)"
	;;
manifest)
	out=$2 image=$3 initramfs=$4 limit=$5
	shift 5
	info=$(dirname "$(readlink -f "$image")")/build-info
	{
		echo "repo $(git -C "$top" rev-parse HEAD)$(git -C "$top" diff --quiet HEAD 2>/dev/null || echo ' dirty')"
		# the make invocation that booted it (MAKE_RUN): one run's boots share it
		[ -z "${MAKE_RUN:-}" ] || echo "run $MAKE_RUN"
		if [ -f "$info" ]; then cat "$info"; else echo "no-build-info $info"; fi
		echo "booted $(sha256sum <"$image" | cut -d' ' -f1)"
		echo "initramfs $(sha256sum <"$initramfs" | cut -d' ' -f1)"
		echo "job $(sha256sum <"$out/job" | cut -d' ' -f1)"
		echo "timeout $limit"
		echo "qemu $*"
		# shellcheck disable=SC2046
		blobs input $(inputs)
		echo "end"
	} >"$out/manifest"
	;;
stamp)
	# "made at COMMIT" of this repository, from the boots' manifests
	shift
	for dir in "$@"; do sed -n 's/^repo \([0-9a-f]\{7\}\)[0-9a-f]*\( dirty\)\{0,1\}$/\1\2/p' "$dir/manifest" 2>/dev/null; done |
		sort -u | sed 's/ dirty$/ (with uncommitted changes outside the inputs)/' | paste -sd';' - |
		sed 's/;/; /g; s/^/made at /; s/^made at $/made at no recorded commit (no manifest)/'
	;;
check)
	kernel=$2 flavour=$3 testsrc=$4
	shift 4
	k=${kernel%-default}
	# what this repository has: KERNEL's patches, the inputs (the suite's
	# files as TESTSRC has them), once for every boot
	# (PROVENANCE_CACHE: a directory in which a caller that judges many
	# runs of one work tree, check-judge, keeps it between calls)
	expected=$(mktemp)
	trap 'rm -f "$expected" "$expected.commits"' EXIT
	cached=${PROVENANCE_CACHE:+$PROVENANCE_CACHE/expected-$k-$(printf '%s' "$testsrc" | cksum | tr ' ' -)}
	if [ -n "$cached" ] && [ -f "$cached" ]; then
		cp "$cached" "$expected"
		want=$(cat "$cached.want")
	else
	want=$(make -s --no-print-directory -C "$top" print-patches-"$k" 2>/dev/null | tr ' ' '\n' | grep . || true)
	{
		# shellcheck disable=SC2086
		blobs patch $want
		inputs | awk -v t="$top" -v s="$testsrc" '{ p = $0; if (sub(/^compare-tests\//, "", p)) print s "/" p "\t" $0; else print t "/" $0 "\t" $0 }' |
			while IFS="$(printf '\t')" read -r path name; do [ ! -f "$path" ] || printf '%s\t%s\n' "$path" "$name"; done >"$expected.list"
		cut -f1 "$expected.list" | git hash-object --stdin-paths | paste -d' ' - "$expected.list" |
			awk -F'\t' '{ split($1, a, " "); print "input " a[1] " " $2 }'
	} | sort >"$expected"
	rm -f "$expected.list"
	[ -z "$cached" ] || { printf '%s\n' "$want" >"$cached.want" && cp "$expected" "$cached.$$" && mv "$cached.$$" "$cached"; }
	fi
	# the commits the manifests name, as git knows them
	for dir in "$@"; do
		sed -n 's/^repo \([0-9a-f]*\).*/\1/p' "$dir/manifest" 2>/dev/null
	done | sort -u | git -C "$top" cat-file --batch-check >"$expected.commits" 2>/dev/null || true
	printf '%s\n' "$@" | check_boots "$expected" "$expected.commits"
	rm -f "$expected.commits"
	# the boots judged together, and the other boots of their run's
	# directory (PROVENANCE_PEERS: the kernels a judge reads one at a
	# time), are one run of distinct builds: where their manifests name
	# the make invocation that booted them, one invocation, and each boot
	# of another than most of them is named (a commit made while a long
	# run boots changes no input, so the commit alone does not say); and
	# each image is one kernel's and flavour's, with one banner, and each
	# kernel and flavour has one image (A-default boots A's: its manifest
	# says A)
	{ for dir in "$@"; do printf 'mine\t%s\n' "$dir"; done
	  [ -z "${PROVENANCE_PEERS:-}" ] || find "$PROVENANCE_PEERS" -name manifest | sed 's|/manifest$||; s|^|peer\t|'; } |
		while IFS="$(printf '\t')" read -r who dir; do
			[ -f "$dir/manifest" ] || continue
			printf '%s\t%s\t%s\t%s\t%s/%s\t%s\t%s\n' "$(cd "$dir" && pwd -P)" "$who" "$dir" \
				"$(sed -n 's/^run //p' "$dir/manifest" | head -1)" "$(sed -n 's/^kernel //p' "$dir/manifest" | head -1)" \
				"$(sed -n 's/^flavour //p' "$dir/manifest" | head -1)" "$(sed -n 's/^bzimage //p' "$dir/manifest" | head -1)" \
				"$(sed -n 's/^version //p' "$dir/manifest" | head -1)"
		done | awk -F'\t' '
		$1 in at { if ($2 == "mine") mine[at[$1]] = 1; next }
		{ m++; at[$1] = m; mine[m] = $2 == "mine"; d[m] = $3; c[m] = $4; kf[m] = $5; sha[m] = $6; ban[m] = $7
		  if ($4 != "") { n[$4]++; some = 1 } }
		END {
			for (i = 1; i <= m; i++) if (c[i] != "" && (n[c[i]] > n[run] || run == "")) run = c[i]
			# (a tie has no most: every boot of it is named)
			for (x in n) if (x != run && n[x] == n[run]) tie = 1
			if (tie) run = "none the most"
			for (i = 1; i <= m; i++) {
				if (!mine[i]) continue
				if (some && c[i] != run)
					printf "%s\t%s, %s\n", d[i], c[i] == "" ? "no make run named" : "booted by make run " c[i], tie ? "and its run'"'"'s other boots by other make runs as many" : "the rest of its run by make run " run
				for (j = 1; j <= m; j++) {
					if (j == i || sha[i] == "" || sha[j] == "") continue
					if (sha[j] == sha[i] && kf[j] != kf[i]) { printf "%s\tits image is also %s'"'"'s (%s): two kernels, one build\n", d[i], kf[j], d[j]; break }
					if (sha[j] == sha[i] && ban[j] != ban[i]) { printf "%s\tits image booted under two banners (%s)\n", d[i], d[j]; break }
					if (kf[j] == kf[i] && sha[j] != sha[i]) { printf "%s\t%s has two images in one run (%s)\n", d[i], kf[i], d[j]; break }
				}
			}
		}'
	# ... and none of its boots was made at a commit older than the one
	# this repository stood at when the run began (the run id is
	# "EPOCH-PID" of make's start): a boot of an older commit is another
	# run's.  Commits made while it boots are newer, and allowed.
	for dir in "$@"; do
		c=$(sed -n 's/^repo \([0-9a-f]*\).*/\1/p' "$dir/manifest" 2>/dev/null | head -1)
		t=$(sed -n 's/^run \([0-9]*\)-.*/\1/p' "$dir/manifest" 2>/dev/null | head -1)
		[ -n "$c" ] && [ -n "$t" ] && git -C "$top" cat-file -e "$c^{commit}" 2>/dev/null || continue
		c0=$(git -C "$top" log -1 --format=%H --until="@$t" HEAD 2>/dev/null)
		[ -z "$c0" ] || [ "$c0" = "$c" ] || git -C "$top" merge-base --is-ancestor "$c0" "$c" 2>/dev/null ||
			printf '%s\tmade at %.12s, older than %.12s, where this repository stood when its run began\n' "$dir" "$c" "$c0"
	done
	# the guest's clock against the host's: a console whose end of boot is
	# stamped far later than the boot lasted had a miscalibrated clock,
	# and every time it states is wrong (not under -icount, which counts
	# instructions)
	for dir in "$@"; do
		grep -q -- ' -icount ' "$dir/manifest" 2>/dev/null && continue
		h=$(sed -n 's/^completed in \([0-9][0-9]*\) s$/\1/p' "$dir/verdict" 2>/dev/null)
		g=$(sh "$here/console-clock.sh" "$dir/console.log" | cut -d' ' -f2)
		[ -z "$h" ] || [ "$g" = - ] || awk -v g="$g" -v h="$h" 'BEGIN { exit !(g > h * 1.2 + 5) }' || continue
		[ -z "$h" ] || [ "$g" = - ] || printf '%s\tthe guest'"'"'s clock ran %s s in a boot of %s s by the host'"'"'s (a miscalibrated TSC?)\n' "$dir" "$g" "$h"
	done
	# no two boots share a console: the clock stamps every line, so one
	# console judged twice is one boot standing for two
	# (PROVENANCE_PEERS: a directory whose other boots count too, the
	# kernels a judge reads one at a time)
	{ for dir in "$@"; do printf 'mine\t%s\n' "$dir"; done
	  [ -z "${PROVENANCE_PEERS:-}" ] || find "$PROVENANCE_PEERS" -name manifest | sed 's|/manifest$||; s|^|peer\t|'; } |
		while IFS="$(printf '\t')" read -r who dir; do
			[ ! -s "$dir/console.log" ] ||
				printf '%s\t%s\t%s\t%s\n' "$(cksum <"$dir/console.log")" "$(cd "$dir" && pwd -P)" "$who" "$dir"
		done | awk -F'\t' '
		!($2 in at) { at[$2] = 1; n[$1]++; dirs[$1] = dirs[$1] "\n" $2 }
		$3 == "mine" { nm++; ms[nm] = $1; mr[nm] = $2; mg[nm] = $4 }
		END { for (i = 1; i <= nm; i++) if (n[ms[i]] > 1) {
			k = split(dirs[ms[i]], l, "\n"); o = ""
			for (j = 2; j <= k; j++) if (l[j] != mr[i]) o = o (o == "" ? "" : ", ") l[j]
			printf "%s\tconsole.log is byte for byte that of %s\n", mg[i], o } }'
	# the guest writes plain ASCII lines: a NUL, a tab, an escape or
	# another control byte could hide a line from one judge's reading and
	# not from another's
	for dir in "$@"; do
		n=$(LC_ALL=C tr -d '\n\040-\176' <"$dir/output.log" 2>/dev/null | wc -c)
		[ "$n" = 0 ] || printf '%s\toutput.log: %s bytes that are not printable text\n' "$dir" "$n"
	done
	;;
*)
	echo "provenance.sh: build-info, manifest or check" >&2
	exit 2
	;;
esac
