#!/bin/sh
# make faults: boot each kernel's debug flavour with qemu/guest/job-faults.sh,
# all at once, and judge what it printed.   faults.sh KERNEL...
# A-default boots A's kernel; a kernel named *-broken is a positive
# control (an error path broken on purpose) and passes only if the judge
# fails it.  Writes FAULTS_OUT (build/faults)/KERNEL/ and faults.md, copies
# faults.md into build/compare for the report, and prints TAP.
# faults.sh -r KERNEL... judges the boots already in FAULTS_OUT again.
set -eu
. qemu/host/settings.sh
out=${FAULTS_OUT:-$BUILD/faults}
job=${FAULTS_JOB:-qemu/guest/job-faults.sh}
rejudge=0
[ "${1:-}" != -r ] || { rejudge=1; shift; }
[ $rejudge = 1 ] || { rm -rf "$out"; mkdir -p "$out"; echo "$*" >"$out/kernels"; }	# in order, for make report
for k in "$@"; do
	[ $rejudge = 0 ] || continue
	image=$BUILD/${k%-default}/debug/bzImage
	initramfs=$BUILD/$k/initramfs.cpio
	# the job reads no kernel name: A's initramfs serves its broken copy
	[ -f "$initramfs" ] || initramfs=$BUILD/${k%-broken}/initramfs.cpio
	sh qemu/host/run.sh "$image" "$initramfs" "$out/$k" "${FAULTS_TIMEOUT:-1800}" "$job" \
		>"$out/$k.log" 2>&1 &
done
wait

# judge DIR: the records of one boot on stdout (kernel, boot, check,
# expected, measured as key=value pairs between US (\037) characters,
# verdict, note), one line per
# broken rule in DIR/problems
judge() {
	log=$1/output.log output_there=1
	[ -f "$log" ] || { log=/dev/null output_there=0; }
	console_there=0; [ ! -f "$1/console.log" ] || console_there=1
	console_forced=$(grep -c 'FAULT_INJECTION: forcing a failure' "$1/console.log" 2>/dev/null || true)
	console_version=$(grep -a -m1 'Linux version' "$1/console.log" 2>/dev/null | tr -d '\r' | sed 's/.*Linux version \([^ ]*\).*/\1/' || true)
	end_of_boot=$(grep -c 'guest: end of boot' "$1/console.log" 2>/dev/null || true)
	kmemleak_on=$(grep -c 'kmemleak: Kernel memory leak detector initialized' "$1/console.log" 2>/dev/null || true)
	# where the boot came from, held to this repository (qemu/host/provenance.sh)
	prov=$(PROVENANCE_PEERS=$out sh qemu/host/provenance.sh check "$2" debug compare-tests "$1" 2>&1 | cut -f2- | paste -sd';' - || true)
	# ... with the limit and the job make faults gives every boot
	lim=$(sed -n 's/^timeout //p' "$1/manifest" 2>/dev/null)
	[ "$lim" = "${FAULTS_TIMEOUT:-1800}" ] || prov="${prov:+$prov;}a limit of ${lim:-no} s, where make faults gives ${FAULTS_TIMEOUT:-1800}"
	[ "$(sed -n 's/^job //p' "$1/manifest" 2>/dev/null)" = "$(sha256sum <"$job" | cut -d' ' -f1)" ] ||
		prov="${prov:+$prov;}its job is not $job"
	# the allocation-failure warnings forced failures make are expected; a hung
	# task, a kmemleak that switched itself off (its counts read 0 from then
	# on) and a stack dump that no forced failure explains are not
	{
		# a forced failure's own trace and allocation warning are the work
		# (each KASAN report with its task, from its "by task" line: a
		# positive control fails for its break only in the sweep's process)
		sh qemu/host/console-scan.sh "$1/console.log" |
			awk -F'\t' -v con="$1/console.log" '
			function text(l) { sub(/\r$/, "", l); sub(/^\[[^]]*\] /, "", l); return l }
			BEGIN {
				while ((getline l <con) > 0) {
					if (l ~ /BUG: KASAN: /) { k = text(l); want = 1; continue }
					if (want && match(l, / by task [^ \r]+/)) { task[k] = substr(l, RSTART + 9, RLENGTH - 9); want = 0 }
				}
			}
			$1 != "fault-trace" && $1 != "alloc-failure" {
				t = ""; if ($1 == "kasan" && (text($2) in task)) t = " (by task " task[text($2)] ")"
				print $1 ": " $2 t }'
	} 2>/dev/null | tr -d '\r' >"$1/console-reports" || true
	# the churn after the rounds, held to what netns-churn.c states for
	# the kernel (A-broken is A's)
	kk=${2%-broken}
	churn_re=$(sed -n 's/^ \* expect-measured \([A-Za-z -]*\): /\1\t/p' compare-tests/netns-churn.c |
		while IFS="$(printf '\t')" read -r ks re; do case " $ks " in *" $kk "*) printf '%s\n' "$re"; break ;; esac; done)
	awk -v k="$2" -v churn_re="$churn_re" -v verdict="$(cat "$1/verdict" 2>/dev/null || echo "no verdict file")" -v console_forced="${console_forced:-0}" \
	    -v reports="$1/console-reports" -v problems="$1/problems" -v output_there=$output_there \
	    -v console_there=$console_there -v console_version="$console_version" \
	    -v end_of_boot="${end_of_boot:-0}" -v kmemleak_on="${kmemleak_on:-0}" -v prov="$prov" '
	function problem(s) { print s >problems; bad++ }
	# the run itself is incomplete or not the one judged: a positive control
	# failing only for these has not shown that the judge sees its break
	function incomplete(s) { problem("incomplete: " s) }
	function allowed(label, sites, res,   i, n, sa) {	# ENOMEM, 0 where the kernel may fall back, or an expect-errno
		n = split(sites, sa, ",")
		if (res == "ENOMEM") return 1
		if (res == "0") {
			if (sites == "?") return 1
			for (i = 1; i <= nf; i++) if (fb_label[i] == label && sa[1] ~ fb_re[i]) return 1
			return 0
		}
		for (i = 1; i <= ne; i++)
			if (err_label[i] == label && err_no[i] == res && n && sa[1] ~ err_re[i]) return 1
		return 0
	}
	FILENAME != ARGV[ARGC - 1] {	# the job: its rounds and what it expects
		if (/^# expect-site: /) { site_label[++ns] = $3; site_re[ns] = $4; site_min[ns] = 1 }
		else if (/^# expect-count: /) { site_label[++ns] = $3; site_re[ns] = $4; site_min[ns] = $5 }
		else if (/^# expect-fallback: /) { fb_label[++nf] = $3; fb_re[nf] = $4 }
		else if (/^# every-op: [a-z-]+$/) is_op[$3] = 1
		else if (/^# expect-errno: every /) { every_err[$4, $5] = 1 }
		else if (/^# expect-errno: /) { err_label[++ne] = $3; err_re[ne] = $4; err_no[ne] = $5 }
		else if (/^[a-z-]+ [a-z-]+ [a-z_]+ (nth|all|inum) [0-9]+$/) {
			order[++nop] = $1; desc[$1] = $2 " under " $3 ", " $4; rounds[$1] = ($4 == "nth" ? $5 : 1)
			mode[$1] = $4; is_op[$2] = 1
		}
		else if (/^for n in [0-9 ]+; do$/) { fl = $0; sub(/^for n in /, "", fl); sub(/; do$/, "", fl); nen = split(fl, every_n, " ") }
		else if (/fault-sweep every "\$n" [0-9]+$/) every_rounds = $NF
		next
	}
	{ if (sub(/\r$/, "") && !cr++) incomplete("output.log has CR line ends") }
	FNR == 1 {	# which kernel ran, and how its /proc was mounted
		seen_first = 1
		base = k; sub(/-default$/, "", base)
		if (!/^guest: kernel [^ ]+ name [^ ,]+, \/proc: /) incomplete("no \"guest: kernel\" line first: " $0)
		else {
			rel = $3; nm = $5; sub(/,$/, "", nm)
			if (nm != k && nm != base && !(k ~ /-broken$/ && nm "-broken" == k))
				incomplete("guest ran kernel name " nm ", not " k)
			if (substr(rel, length(rel) - length(base)) != "-" base)
				incomplete("release " rel " is not the build of " base)
			if ((nm == "A") != ($0 ~ /net=link/)) incomplete("/proc " (nm == "A" ? "not " : "") "mounted net=link on " nm)
			if (console_version == "") incomplete("console: no \"Linux version\" (console.log missing or truncated)")
			else if (console_version != rel) incomplete("console: Linux version " console_version ", but the guest ran " rel)
		}
	}
	!/^(#|guest: |TAP version|1\.\.[0-9]|ok [0-9]|not ok [0-9]|Bail out!)/ { incomplete("stray output: " $0) }
	/^not ok / { problem("netns-churn: " $0) }
	/^Bail out!/ { incomplete("fault-sweep: " $0) }
	/^# test: / { cur = ($3 == "fault" ? $4 : $3); sub(/:$/, "", cur); if ($4 == "every") cur = "every-" $5; tests[cur]++; nth_n = 0 }
	/^# exit: / { exits[$3 == "fault" ? $4 : $3]++; if ($NF != 0) problem($0) }
	/^# fault: / {
		label = $3; sites = $5; sub(/^site=/, "", sites); res = $NF
		if (!(label in rounds)) incomplete($0 ": not a round of the job")
		else if (label != cur) incomplete($0 ": in the round of " cur)
		n = $4; sub(/^n=/, "", n)
		if (mode[label] == "nth") { if (n != nth_n + 1) incomplete(label " n=" n " after n=" nth_n ": a forced failure missing"); nth_n = n }
		forced[label]++; if (sites != "?") named += split(sites, x, ",")
		site_list[label] = site_list[label] "," sites
		if (!index(shown[label], " " sites " ")) shown[label] = shown[label] " " sites " "
		got[label, res]++; if (!index(results[label], " " res " ")) results[label] = results[label] " " res " "
		if (!allowed(label, sites, res)) problem(label " " $4 " at " sites ": the caller got " res)
	}
	/^# fault-done: / {
		if (!($3 in rounds)) incomplete($0 ": not a round of the job")
		n = $4; sub(/^n=/, "", n)
		if (mode[$3] == "nth" && n != nth_n + 1) incomplete($0 ": after n=" nth_n)
		nth_n = 0
		done[$3]++; if ($NF != "0") problem($0 ": the run with nothing failed did not succeed")
		# the sweeps of one round make the same allocations, but for the
		# xarray by position (patch 7), which allocates a node for some
		# positions and not for others: each ends within one of the first
		if (($3 in end_n) && (n - end_n[$3] > 1 || end_n[$3] - n > 1)) incomplete($3 ": its sweeps ended at n=" end_n[$3] " and n=" n)
		end_n[$3] = n
	}
	# a result counts for the round it stands in, not the one it names
	/^# fault-leaks: / {
		if ($3 != cur && !($3 == "boot" && cur == "")) incomplete($0 ": in the round of " (cur == "" ? "no test" : cur))
		leaks[$3] = $5; nleaks[$3]++
		if ($5 != 0) problem("kmemleak after " $3 ": " $5 " unreferenced objects")
	}
	/^#   kmemleak\| / { kml_lines[cur]++ }
	/^#   kmemleak\| unreferenced object / { problem("kmemleak lists an unreferenced object after " cur ": " $0); in_trace = 0; obj_round = cur; listed[cur]++ }
	# where the object was allocated: the functions of its backtrace, innermost first
	/^#   kmemleak\|   backtrace/ { in_trace = 1; frames = ""; next }
	in_trace && /^#   kmemleak\|     (\[<[0-9a-f]+>\] )?[A-Za-z0-9_.]+\+0x/ {
		f = $0; sub(/^#   kmemleak\| +(\[<[0-9a-f]+>\] )?/, "", f); sub(/\+0x.*/, "", f)
		frames = frames (frames ? "<" : "") f; next }
	in_trace { in_trace = 0; if (frames != "") problem("kmemleak object after " obj_round " allocated at " frames) }
	/^# fault-every: / {
		n = $4; sub(/^n=/, "", n); if (!(n in every)) every_order[++nev] = n
		if (cur != "every-" n) incomplete($0 ": in the round of " (cur == "" ? "no test" : cur))
		if (!is_op[$3]) incomplete($0 ": not an operation of the job")
		every_ops[n, $3]++
		line = $0; sub(/.*=> /, "", line)
		every[n] = every[n] (every[n] ? "; " : "") $3 ": " line
		sum = 0
		for (i = 6; i <= NF; i += 2) {
			sum += $(i + 1)
			if ($i != "0") every_failed[n]++
			if (!($i == "0" || $i == "ENOMEM" || (($3, $i) in every_err))) problem("every " n ": " $3 " got " $i)
		}
		if (every_rounds != "" && sum != every_rounds) incomplete($0 ": " sum " results, " every_rounds " expected")
	}
	/^# fault-every-exit: / {
		n = $3; sub(/^n=/, "", n); every_exit[n]++; if ($NF != "exit") problem($0)
		if (cur != "every-" n) incomplete($0 ": in the round of " (cur == "" ? "no test" : cur))
	}
	/^# measured: net_namespace objects / { churn = $0; sub(/^# measured: /, "", churn); nchurn++ }
	/^# faults: tainted / { tainted = $NF; ntainted++ }
	/^# tainted: / { itainted = $NF }
	/^# debug_locks: / { locks = $NF }
	# a snapshot or identity line twice: the last would hide the first
	/^(guest: kernel |guest: version |guest: cmdline |guest: cpus online |guest: job done|# faults: tainted |# tainted: |# debug_locks: )/ {
		key = $1 " " $2
		if (++keys[key] == 2) incomplete("\"" key "\" reported more than once")
	}
	{ last3 = last2; last2 = last1; last1 = $0 }
	END {
		if (prov != "") incomplete("provenance: " prov)
		if (verdict !~ /^completed/) incomplete("boot " verdict)
		if (!output_there) incomplete("output.log missing")
		else if (!seen_first) incomplete("output.log empty")
		if (last3 !~ /^# tainted: [0-9]+$/ || last2 !~ /^# debug_locks: [0-9]+$/ || last1 != "guest: job done rc=0")
			incomplete("the log does not end with \"# tainted:\", \"# debug_locks:\", \"guest: job done rc=0\"")
		if (ntainted > 1) incomplete("\"# faults: tainted\" printed " ntainted " times")
		if (tainted != "0") problem("tainted " (tainted == "" ? "unknown" : tainted))
		if (itainted != "" && itainted != "0") problem("tainted " itainted " at the end of the boot")
		if (locks != "1") problem("debug_locks " (locks == "" ? "not printed" : locks) " at the end (lockdep off)")
		if (nchurn > 1) incomplete("the churn measured " nchurn " times")
		if (churn_re == "" || churn !~ churn_re)
			problem("namespace churn: " (churn == "" ? "not measured" : churn) (churn_re == "" ? "; netns-churn.c states nothing for " k : "; not /" churn_re "/"))
		if (!console_there) incomplete("console.log missing")
		else if (!end_of_boot) incomplete("console: no \"guest: end of boot\" (console.log truncated)")
		if (console_there && !kmemleak_on) incomplete("console: kmemleak never initialized")
		while ((getline l < reports) > 0) problem("console: " l)
		if (console_forced != named) problem("console: " console_forced " forced failures, the guest saw " named)
		if (nleaks["boot"] != 1) incomplete("boot: " nleaks["boot"] + 0 " kmemleak scans, 1 expected")
		# the objects a scan counts are the ones it lists (the job shows
		# its first 200 lines)
		for (r in leaks) if (kml_lines[r] < 200 ? listed[r] + 0 != leaks[r] + 0 : listed[r] + 0 > leaks[r] + 0)
			incomplete("kmemleak after " r " counted " leaks[r] " unreferenced objects, lists " listed[r] + 0)
		for (i = 1; i <= nop; i++) {
			label = order[i]
			if (tests[label] != 1) incomplete(label ": run " tests[label] + 0 " times")
			if (exits[label] != 1) incomplete(label ": " exits[label] + 0 " exit statuses, 1 expected")
			if (!forced[label]) problem(label ": nothing was failed (" desc[label] ")")
			if (done[label] != rounds[label]) incomplete(label ": " done[label] + 0 " of " rounds[label] " sweeps finished")
			if (nleaks[label] != 1) incomplete(label ": " nleaks[label] + 0 " kmemleak scans, 1 expected")
			r = ""
			for (j = split(results[label], ra, " "); j >= 1; j--) r = r (r ? ", " : "") ra[j] " " got[label, ra[j]]
			sl = shown[label]; gsub(/^ | $/, "", sl); gsub(/  /, "; ", sl); gsub(/,/, ", ", sl)
			printf "%s\tfaults\t%s\t%s\tfailures forced=%d\037sites=%s\037caller got=%s\037kmemleak after=%s\tmeasured\t\n", k, label, desc[label], forced[label], sl, r, leaks[label]
		}
		for (i = 1; i <= ns; i++) {
			found = 0
			m = split(site_list[site_label[i]], sa, ",")
			for (j = 1; j <= m; j++) if (sa[j] ~ site_re[i]) found++
			if (found < site_min[i])
				problem(site_label[i] ": " found " forced failures at " site_re[i] ", " site_min[i] " expected")
		}
		for (i = 1; i <= nen; i++) {
			n = every_n[i]
			if (tests["every-" n] != 1) incomplete("every " n ": run " tests["every-" n] + 0 " times")
			if (exits["every-" n] != 1) incomplete("every " n ": " exits["every-" n] + 0 " exit statuses, 1 expected")
			if (every_exit[n] != 1) incomplete("every " n ": " every_exit[n] + 0 " \"fault-every-exit\" lines, 1 expected")
			if (nleaks["every-" n] != 1) incomplete("every " n ": " nleaks["every-" n] + 0 " kmemleak scans, 1 expected")
			for (op in is_op) if (every_ops[n, op] != 1) incomplete("every " n ": " every_ops[n, op] + 0 " results for " op ", 1 expected")
			if (!every_failed[n]) problem("every " n ": no operation got an error (nothing was failed)")
		}
		if (tests["netns-churn"] != 1 || exits["netns-churn"] != 1) incomplete("netns-churn: run " tests["netns-churn"] + 0 " times, " exits["netns-churn"] + 0 " exit statuses")
		for (i = 1; i <= nev; i++) {
			n = every_order[i]
			printf "%s\tfaults\t1 allocation in %s failed\tevery operation, 10 times\tcaller got=%s\037kmemleak after=%s\tmeasured\t\n", k, n, every[n], leaks["every-" n]
		}
		printf "%s\tfaults\tnamespace churn afterwards\t\tcaller got=%s\tmeasured\t\n", k, churn
	}
	' "$job" "$log"
	# each site output.log names for a forced failure is in as many of the
	# console's traces of one (ALLOCATOR, CALLER, PARENT: three frames in a
	# row), as the guest read it from there
	awk '
	FNR == NR {
		if (/FAULT_INJECTION: forcing a failure/) { inb = 1; seq = ">"; next }
		# the sweep fails only its own allocations: fail-nth is per task,
		# and its rounds of every Nth allocation are task-filtered at
		# probability 100 (compare-tests/faults/fault-sweep.c)
		if (inb && match($0, /name [a-z_]+, interval [0-9]+, probability [0-9]+,/)) {
			pr = substr($0, RSTART, RLENGTH); sub(/.*probability /, "", pr); sub(/,$/, "", pr)
			if (pr != 0 && pr != 100) print "incomplete: console: a failure forced at probability " pr ", which no round of the sweep sets"
			next
		}
		if (inb && match($0, /PID: [0-9]+ Comm: [^ ]+/)) {
			cm = substr($0, RSTART, RLENGTH); sub(/.*Comm: /, "", cm)
			if (cm != "fault-sweep" || $0 ~ /PID: 1 Comm:/) print "incomplete: console: a failure forced in " substr($0, RSTART, RLENGTH) ", not in the sweep"
			next
		}
		if (inb && /<\/TASK>/) { inb = 0; blocks[++nb] = seq; next }
		if (inb) { l = $0; sub(/^\[[^]]*\] */, "", l); if (l ~ /^\?/ || l !~ /\+0x/) next; sub(/\+0x.*/, "", l); seq = seq l ">" }
		next
	}
	/^# fault: / {
		s = $5; sub(/^site=/, "", s); if (s == "?") next
		n = split(s, sa, ",")
		for (i = 1; i <= n; i++) { if (!(sa[i] in want)) order[++no] = sa[i]; want[sa[i]]++ }
	}
	END {
		for (i = 1; i <= no; i++) {
			s = order[i]; c = s; sub(/<.*/, "", c); a = s; sub(/^[^<]*</, "", a); sub(/@.*/, "", a); p = s; sub(/^[^@]*@/, "", p)
			pat = ">" a ">" c ">" p ">"; have = 0
			for (j = 1; j <= nb; j++) if (index(blocks[j], pat)) have++
			if (have < want[s]) print "incomplete: console: " want[s] " forced failures at " s " in output.log, " have " traced so on the console"
		}
	}' "$1/console.log" "$log" >>"$1/problems" 2>/dev/null || true
	# the churn's numbers to one another (compare-tests/measured-relations)
	# and to the boot
	churn_line=$(sed -n 's/^# measured: \(net_namespace objects .*\)/\1/p' "$log" | head -1)
	# (the boot's length by the host's clock, or by the guest's if shorter)
	boot_s=$(sh qemu/host/console-clock.sh -s "$1/console.log" \
		"$(sed -n 's/^completed in \([0-9][0-9]*\) s$/\1/p' "$1/verdict" 2>/dev/null)")
	[ -z "$churn_line" ] || sh qemu/host/relations.sh netns-churn "$kk" "$churn_line" "$boot_s" | sed 's/^/namespace churn: /' >>"$1/problems"
	# ... and the dcache it says it dropped, the kernel logged dropping
	[ -z "$churn_line" ] || sh qemu/host/drop-caches.sh compare-tests/netns-churn.c netns-churn "$1/console.log" | sed 's/^/namespace churn: /' >>"$1/problems"
	# the job's own waits fit the boot: each kmemleak scan follows a
	# sleep of 6 s (qemu/guest/job-faults.sh), and the churn's 15 s
	scans=$(grep -c '^# fault-leaks: ' "$log" 2>/dev/null || true) churn_s=0
	[ -z "$churn_line" ] || churn_s=15
	[ "${boot_s:--}" = - ] || [ "$((scans * 6 + churn_s))" -le "${boot_s%.*}" ] ||
		echo "incomplete: $scans kmemleak scans after 6 s each${churn_line:+ and the churn's 15 s} in a boot of $boot_s s" >>"$1/problems"
}

{
	echo "## Fault injection (make faults: debug kernels, KASAN and kmemleak)"
	echo
	echo "Allocations under the function (failslab's stacktrace filter) failed under the operation that reaches it: nth one at a time (fail-nth), inum with the inode numbers steered onto one the IDA must allocate (qemu/guest/job-faults.sh); sites from the kernel's trace of each forced failure, ? for a __GFP_NOWARN allocation; the caller got 0 only where the job names a fallback. Then 1 allocation in N of a task running every operation. Judged by qemu/host/faults.sh, which takes a boot only if its manifest names the series' patches, the guest jobs and the suite's sources as this repository has them (qemu/host/provenance.sh): a later change to any of them fails the boot here, so a table that passes is one of the final tree."
	echo
} >"$out/faults.md"
# One record per round and kernel, and each kernel's verdict: faults.md's
# table and the report's rows are rendered from them.
records=$out/records.tsv
: >"$records"
# must_fail_with KERNEL: each ERE of compare-tests/kernels/A-broken/must-fail
# that no finding of its boot matches: the positive control must fail for
# every break it carries, each of its kind at its site, not for any finding
must_fail() { grep -v '^#' compare-tests/kernels/A-broken/must-fail; }
must_fail_with() {
	# a console finding counts only from init on, by the guest's clock:
	# the rounds run after it
	clock=$(sh qemu/host/console-clock.sh "$out/$1/console.log")
	grep -v '^incomplete: ' "$out/$1/problems" | awk -v i="${clock% *}" '
		match($0, /^console: [a-z-]+: \[ *[0-9]+\.[0-9]+\]/) {
			t = substr($0, RSTART, RLENGTH); sub(/.*\[ */, "", t); sub(/\]/, "", t)
			if (i == "-" || t + 0 < i + 0) next
		}
		{ print }' >"$tmp_credited"
	must_fail | while IFS= read -r re; do
		grep -Eq -- "$re" "$tmp_credited" || echo "nothing matches $re"
	done
}
tmp_credited=$(mktemp)
trap 'rm -f "$tmp_credited"' EXIT
n=0 failed=0 bad=""	# bad: the kernels whose TAP line is not ok
for k in "$@"; do
	: >"$out/$k/problems"
	judge "$out/$k" "$k" >>"$records"
	n=$((n + 1))
	first=$(head -1 "$out/$k/problems")
	case $k in
	*-broken)
		finding=$(grep -v '^incomplete: ' "$out/$k/problems" | head -1)
		if [ -n "$(grep '^incomplete: ' "$out/$k/problems")" ]; then
			echo "not ok $n - $k (positive control) run incomplete: $(grep -m1 '^incomplete: ' "$out/$k/problems")"
			failed=1 bad="$bad $k"
		elif [ -n "$(must_fail_with "$k")" ]; then
			echo "not ok $n - $k (positive control) did not fail for a cause it exists for: $(must_fail_with "$k" | head -1)"
			failed=1 bad="$bad $k"
		elif [ -n "$finding" ]; then
			echo "ok $n - $k (positive control) fails for each cause it exists for: $(must_fail | wc -l) of them, first $finding"
		else
			echo "not ok $n - $k (positive control) passed: the judge cannot see a broken error path"
			failed=1 bad="$bad $k"
		fi ;;
	*)
		if [ -z "$first" ]; then
			echo "ok $n - $k: every forced failure clean, no leak, no report, churn back to one net"
		else
			echo "not ok $n - $k: $(wc -l <"$out/$k/problems") problems"
			sed 's/^/#   /' "$out/$k/problems"
			failed=1 bad="$bad $k"
		fi ;;
	esac
done
# the verdict stands only beside a positive control and A
case " $* " in *"-broken "*) ;; *) n=$((n + 1)); echo "not ok $n - no positive control (a KERNEL-broken) judged"; failed=1 ;; esac
for k in $(make -s --no-print-directory print-FAULTS_KERNELS); do
	case " $* " in *" $k "*) ;; *) n=$((n + 1)); echo "not ok $n - $k not judged (make faults' FAULTS_KERNELS)"; failed=1 ;; esac
done
echo "1..$n"
# each kernel's verdict, a record too: what the judge found, its boot's
# verdict and the TAP line's
for k in "$@"; do
	role= found=$(head -1 "$out/$k/problems") want=clean
	# a positive control: everything the judge found, one break each
	case $k in *-broken) role=" (the positive control, which must fail)" want="fails for each cause it exists for"
		# (each object kmemleak lists is one line of problems; its count and
		# backtrace stand for it here)
		found=$(grep -v -e '^incomplete: ' -e '^kmemleak lists an unreferenced object ' -e '^console: kmemleak-leak: ' \
			"$out/$k/problems" | awk '!seen[$0]++' | paste -sd ';' | sed 's/;/; /g') ;; esac
	printf '%s\tfaults\tverdict\t%s\tproblems=%s\t%s\t%s\n' "$k" "$want" "$(wc -l <"$out/$k/problems")" \
		"$(case " $bad " in *" $k "*) echo "not ok" ;; *) echo ok ;; esac)" \
		"$k$role: $(cat "$out/$k/verdict"); judged ${found:+failing: }${found:-clean}." | tr -d '\r' >>"$records"
done
# faults.md: the records as a table, then each kernel's verdict
{
	echo "| kernel | round | operation, function, mode | failures forced | sites (CALLER<ALLOCATOR@PARENT) | caller got | kmemleak after |"
	echo "|---|---|---|---|---|---|---|"
	awk -F'\t' '$3 != "verdict" { n = split($5, kv, "\037"); split("", v)
		for (j = 1; j <= n; j++) { e = index(kv[j], "="); v[substr(kv[j], 1, e - 1)] = substr(kv[j], e + 1) }
		print "|" c($1) "|" c($3) "|" c($4) "|" c(v["failures forced"]) "|" c(v["sites"]) "|" c(v["caller got"]) "|" c(v["kmemleak after"]) "|" }
	function c(x) { return x == "" ? " " : " " x " " }' "$records"
	echo
	awk -F'\t' '$3 == "verdict" { print $7; print "" }' "$records"
} >>"$out/faults.md"
echo "The boots were $(sh qemu/host/provenance.sh stamp $(for k in "$@"; do echo "$out/$k"; done))." >>"$out/faults.md"
[ -n "${FAULTS_OUT:-}" ] || [ ! -d $BUILD/compare ] || { cp "$out/faults.md" $BUILD/compare/; cp "$records" $BUILD/compare/faults.tsv; }
exit $failed
