#!/bin/sh
# The figures that README.md and the cover letter quote, by name, from a
# run's report.json (qemu/host/report.sh):
#   figures.sh JSON              every figure, as TSV: name, value
#   figures.sh -c JSON           the cover letter's block of figures
#   figures.sh -f JSON FILE...   write the figures into FILE... in place
# A markdown document names a figure inline:
#	<!-- fig:trinity.A.syscalls -->95325<!-- /fig -->
# and the cover letter carries the block of -c between a line "Measured
# under QEMU (...)" and the line "-- end of figures --".  make report
# rewrites both; qemu/host/check-docs.sh fails a document whose figures
# differ from these.
set -eu
. qemu/host/settings.sh
mode=list
case $1 in -c) mode=cover; shift ;; -f) mode=fill; shift ;; esac
json=$1
shift
here=$(dirname "$0")
figs=$(mktemp)
trap 'rm -f "$figs"' EXIT

# Each definition: name; section; test; kernel or column; where the
# number is (an ERE, # standing for it) | first, sum, count, min or max
# over the rows that match (count, fail, skip, xfail: of the judged rows).  K in a name, test or column stands for each
# kernel of the run.  Tests and sections are EREs, anchored.
defs='
cases.judged ; (semantics|deadlock|selftest|compat|lsm|containers|trinity|boots) ; .* ; .* ; ; count
cases.unexpected ; (semantics|deadlock|selftest|compat|lsm|containers|trinity|boots) ; .* ; .* ; ; fail
cases.skipped ; (semantics|deadlock|selftest|compat|lsm|containers|trinity|boots) ; .* ; .* ; ; skip
cases.xfail ; (semantics|deadlock) ; .* ; .* ; ; xfail
deadlock.K.after ; deadlock ; deadlock-rename ; K ; after # s ; first
cwd-alias.K.pid-after ; semantics ; cwd-alias ; K ; : /proc/#/net/stat$ ; first
reuse.K.made ; semantics ; netns-id-reuse ; K ; then # namespaces ; first
reuse.K.same ; semantics ; netns-id-reuse ; K ; s\): # got it ; first
no-ptrace.K.id ; semantics ; netns-id-no-ptrace ; K ; Y.s ID #, ; first
no-ptrace.K.st_ino ; semantics ; netns-id-no-ptrace ; K ; its net/dev st_ino # ; first
churn.K.reads ; semantics ; netns-churn ; K ; net/dev read # times via netns ; first
trinity.K.syscalls ; trinity ; trinity:.* ; K ; # syscalls ; sum
trinity.K.victims ; trinity ; trinity:.* ; K ; # syscalls ; count
trinity-user.K.syscalls ; containers ; trinity-unprivileged:.* ; K ; # syscalls ; sum
trinity-user.K.host-lookups ; containers ; trinity-unprivileged:.* ; K ; # lookups of /proc/netns-<host> ; sum
trinity-user.K.host-found ; containers ; trinity-unprivileged:.* ; K ; <host> by number, # found ; sum
boots.K ; boots ; .* ; K ; ; count
fuzz.minutes ; fuzz: Trinity ; heading ; ; # min per kernel ; first
fuzz.K.syscalls ; fuzz: Trinity ; K \| unprivileged \| /proc/.* ; result ; # syscalls ; sum
fuzz.K.victims ; fuzz: Trinity ; K \| unprivileged \| /proc/.* ; result ; # syscalls ; count
fuzz.K.host-lookups ; fuzz: Trinity ; K \| unprivileged \| /proc/.* ; result ; # lookups of /proc/netns-<host> ; sum
fuzz.K.host-found ; fuzz: Trinity ; K \| unprivileged \| /proc/.* ; result ; <host> by number, # found ; sum
fuzz.K.seconds.min ; fuzz: Trinity ; K \| unprivileged \| /proc/.* ; result ; after # s ; min
coverage.executable ; coverage: Coverage of the lines series-netns-id adds ; all ; executable ; ^# ; first
coverage.executed ; coverage: Coverage of the lines series-netns-id adds ; all ; executed ; ^# ; first
coverage.percent ; coverage: Coverage of the lines series-netns-id adds ; all ; % ; ^# ; first
time.total ; times: Where the time went ; total, from the first step to the judged run ; wall s ; ^# ; first
time.packages ; times: Where the time went ; packages ; wall s ; ^# ; first
time.source ; times: Where the time went ; source ; wall s ; ^# ; first
time.builds ; times: Where the time went ; build .* test ; wall s ; ^# ; sum
time.boots ; times: Where the time went ; boots ; wall s ; ^# ; first
time.cpu.total ; times: Where the time went ; total, from the first step to the judged run ; CPU s .* ; ^# ; first
time.cpu.builds ; times: Where the time went ; build .* test ; CPU s .* ; ^# ; sum
time.cpu.boots ; times: Where the time went ; boots ; CPU s .* ; ^# ; first
bench.floors.count ; bench: Goals ; the floors .* ; measured on A ; ^# ratios ; first
bench.floors.min ; bench: Goals ; the floors .* ; measured on A ; ratios, # to ; first
bench.floors.max ; bench: Goals ; the floors .* ; measured on A ; to #$ ; first
bench.K.stat-net-dev ; bench: Instruction clock ; stat self/net/dev \| 1 ; K ns ; ^# ; first
bench.K.floor ; bench: Instruction clock ; stat self/stat \(floor\) \| 1 ; K ns ; ^# ; first
bench.K.netns-dev ; bench: Instruction clock ; stat netns-ID/net/dev \| 1 ; K ns ; ^# ; first
bench.stat-net-dev.over-floor ; bench: Goals ; stat /proc/self/net/dev within .* ; measured on A ; ^# ; first
bench.A-default.ratio.min ; bench: Instruction clock ; .* ; A-default/B ; ^# ; min
bench.A-default.ratio.max ; bench: Instruction clock ; .* ; A-default/B ; ^# ; max
bench.A.ratio.walks.min ; bench: Instruction clock ; (stat|open\+read) (self|1|thread-self|OTHER)/net/.* ; A/B ; ^# ; min
bench.A.ratio.walks.max ; bench: Instruction clock ; (stat|open\+read) (self|1|thread-self|OTHER)/net/.* ; A/B ; ^# ; max
bench.version.A.2 ; bench: Instruction clock ; open\+read version \| 2 ; A/B ; ^# ; first
bench.version.A-default.2 ; bench: Instruction clock ; open\+read version \| 2 ; A-default/B ; ^# ; first
bench.K.allocs.dentry ; bench: Allocations per 1000 operations ; stat self/net/dev \| dentry ; K ; ^# ; first
bench.K.allocs.inode ; bench: Allocations per 1000 operations ; stat self/net/dev \| proc_inode_cache ; K ; ^# ; first
bench.K.readdir.1000ns ; bench: Cost against the number of network namespaces ; readdir /proc \| 1000 ; K ns ; ^# ; first
bench.K.readdir.10000ns ; bench: Cost against the number of network namespaces ; readdir /proc \| 10000 ; K ns ; ^# ; first
bench.readdir.1000ns.ratio ; bench: Cost against the number of network namespaces ; readdir /proc \| 1000 ; A/B ; ^# ; first
bench.readdir.10000ns.ratio ; bench: Cost against the number of network namespaces ; readdir /proc \| 10000 ; A/B ; ^# ; first
bench.K.exp.netns ; bench: Cost against the number of network namespaces ; readdir /proc ; K last decade ; ^# ; first
bench.K.exp.tasks ; bench: Cost against the number of tasks ; readdir /proc ; K last decade ; ^# ; first
bench.K.missing.10 ; bench: Cost against the number of tasks ; stat missing netns-ID \| 10 ; K ns ; ^# ; first
bench.K.missing.10000 ; bench: Cost against the number of tasks ; stat missing netns-ID \| 10000 ; K ns ; ^# ; first
bench.K.invisible.10 ; bench: Cost against the number of tasks ; stat invisible netns-ID \(hidepid, nobody\) \| 10 ; K ns ; ^# ; first
bench.K.invisible.10000 ; bench: Cost against the number of tasks ; stat invisible netns-ID \(hidepid, nobody\) \| 10000 ; K ns ; ^# ; first
bench.K.missing.1000 ; bench: Cost against the number of tasks ; stat missing netns-ID \| 1000 ; K ns ; ^# ; first
bench.K.invisible.1000 ; bench: Cost against the number of tasks ; stat invisible netns-ID \(hidepid, nobody\) \| 1000 ; K ns ; ^# ; first
'
sh "$here/report-rows.sh" -m "$json" | sed 's/^/run./' >"$figs"
# K: the kernels of the run, and the Makefile's (make bench and make fuzz
# add tables of kernels a run may not have booted)
kernels="$(sed -n 's/^run\.kernels\t//p' "$figs") $KERNELS"
sh "$here/report-rows.sh" "$json" | awk -F'\t' -v defs="$defs" -v kernels="$kernels" '
function trim(s) { gsub(/^ +| +$/, "", s); return s }
BEGIN {
	split(kernels, all, " ")
	for (i = 1; i in all; i++) if (!(all[i] in seen)) { seen[all[i]] = 1; ks[++nk] = all[i] }
	n = split(defs, lines, "\n")
	for (i = 1; i <= n; i++) {
		if (split(lines[i], f, ";") != 6) continue
		for (j = 1; j <= (trim(f[1]) ~ /(^|\.)K(\.|$)/ ? nk : 1); j++) {
			k = ks[j]; nd++
			name[nd] = trim(f[1]); sec[nd] = trim(f[2]); test[nd] = trim(f[3]); col[nd] = trim(f[4])
			pat[nd] = trim(f[5]); how[nd] = trim(f[6])
			if (name[nd] ~ /(^|\.)K(\.|$)/) {
				sub(/(^|\.)K(\.|$)/, "." k ".", name[nd]); sub(/^\./, "", name[nd]); sub(/\.$/, "", name[nd])
				sub(/^K /, k " ", test[nd])
				if (col[nd] == "K") col[nd] = k; else sub(/^K /, k " ", col[nd])
			}
		}
	}
}
{
	for (d = 1; d <= nd; d++) {
		if ($1 !~ "^" sec[d] "$" || $2 !~ "^" test[d] "$" || $3 !~ "^" col[d] "$") continue
		if ($6 !~ /^(ok|FAIL|SKIP|table|measured)$/) continue
		if (how[d] == "count") { val[d]++; has[d] = 1; continue }
		if (how[d] == "fail") { val[d] += ($6 == "FAIL"); has[d] = 1; continue }
		if (how[d] == "skip") { val[d] += ($6 == "SKIP"); has[d] = 1; continue }
		if (how[d] == "xfail") { val[d] += ($5 == "fail"); has[d] = 1; continue }
		p = pat[d]; pre = p; sub(/#.*/, "", pre); post = p; sub(/.*#/, "", post)
		if (!match($4, pre "[0-9]+(\\.[0-9]+)?" post)) continue
		x = substr($4, RSTART, RLENGTH)
		if (pre != "") sub("^" (pre ~ /^\^/ ? substr(pre, 2) : pre), "", x)
		if (post != "") sub((post ~ /\$$/ ? substr(post, 1, length(post) - 1) : post) "$", "", x)
		if (!has[d] || how[d] == "sum") { val[d] += x; if (!has[d]) val[d] = x; has[d] = 1 }
		else if (how[d] == "min" && x + 0 < val[d] + 0) val[d] = x
		else if (how[d] == "max" && x + 0 > val[d] + 0) val[d] = x
		else if (how[d] == "count") val[d]++
	}
}
END { for (d = 1; d <= nd; d++) if (has[d]) printf "%s\t%s\n", name[d], val[d] }' >>"$figs"

# The cover letter's block: a label and the figures it quotes, one a line.
cover() {
	awk -F'\t' '{ v[$1] = $2 }
	function f(n) { return (n in v) ? v[n] : "(not in this run)" }
	END {
		print "Measured under QEMU (TCG), one test run; A: the series, /proc mounted"
		print "net=link; A-default: the same kernel without it; B: the base:"
		print "  base: Debian " f("run.package") " " f("run.version") ", tag " f("run.base")
		print "  test cases: " f("cases.judged") " checked, " f("cases.unexpected") " unexpected, " f("cases.skipped") " skipped; " f("cases.xfail") " expected"
		print "    failures (what must fail on the kernels without the series)"
		print "  Trinity as root, syscalls: B " f("trinity.B.syscalls") ", A-default " f("trinity.A-default.syscalls") ", A " f("trinity.A.syscalls")
		print "  Trinity as uid 1000 in a container, syscalls: B " f("trinity-user.B.syscalls") ", A " f("trinity-user.A.syscalls") ";"
		print "    on A " f("trinity-user.A.host-lookups") " lookups of the host namespace by ID, " f("trinity-user.A.host-found") " found"
		print "  the ID of a dead namespace given again to " f("reuse.A.same") " of the " f("reuse.A.made") " namespaces made after it"
		if (!("bench.A.stat-net-dev" in v)) {
			print "  instruction counts: not measured on this base yet"
			print "-- end of figures --"
			exit
		}
		# bench.md says which commit it measured and whether the series changed since
		print "  instructions per operation (QEMU -icount; bench.md), one process:"
		print "    stat /proc/self/net/dev: A " f("bench.A.stat-net-dev") ", B " f("bench.B.stat-net-dev") "; stat /proc/self/stat: A " f("bench.A.floor")
		print "    floors, A/B " f("bench.floors.min") " to " f("bench.floors.max") "; A-default/B, all: " f("bench.A-default.ratio.min") " to " f("bench.A-default.ratio.max")
		# the long curves only (make bench without BENCH_QUICK)
		if ("bench.A.readdir.1000ns" in v) print "    readdir /proc, 1000 namespaces: A " f("bench.A.readdir.1000ns") ", B " f("bench.B.readdir.1000ns")
		print "    stat of an ID never given (netns-18446744073709551615, bench.md'"'"'s"
		print "      \"stat missing netns-ID\"): A " f("bench.A.missing.10") ", of an invisible ID: A " f("bench.A.invisible.10") ", at 10 threads;"
		print "      at " (("bench.A.missing.10000" in v) ? "10000: " f("bench.A.missing.10000") " and " f("bench.A.invisible.10000") : "1000: " f("bench.A.missing.1000") " and " f("bench.A.invisible.1000"))
		print "    dentries and inodes per 1000 walks of /proc/self/net/dev:"
		print "      A " f("bench.A.allocs.dentry") " and " f("bench.A.allocs.inode") ", B " f("bench.B.allocs.dentry") " and " f("bench.B.allocs.inode")
		print "-- end of figures --"
	}' "$figs"
}

case $mode in
list) cat "$figs" ;;
cover) cover ;;
fill)
	block=$(mktemp)
	cover >"$block"
	for doc in "$@"; do
		awk -F'\t' -v block="$block" '
		FILENAME != ARGV[ARGC - 1] { v[$1] = $2; next }
		/^Measured under QEMU \(/ { while ((getline l < block) > 0) print l; skip = 1; next }
		skip { if (/^-- end of figures --$/) skip = 0; next }
		/^$/ { code = 0 }	# a code span may cross lines, not paragraphs
		{	# a marker inside `code` is an example: t masks code, s is the line
			out = ""; s = $0; t = ""
			for (i = 1; i <= length(s); i++) {
				c = substr(s, i, 1); if (c == "`") code = !code
				t = t ((code && c != "`") ? "\001" : c)
			}
			while (match(t, /<!-- fig:[^ ]+ -->[^<]*<!-- \/fig -->/)) {
				m = substr(s, RSTART, RLENGTH); n = m; sub(/^<!-- fig:/, "", n); sub(/ .*/, "", n)
				out = out substr(s, 1, RSTART - 1) "<!-- fig:" n " -->" ((n in v) ? v[n] : "?" n "?") "<!-- /fig -->"
				s = substr(s, RSTART + RLENGTH); t = substr(t, RSTART + RLENGTH)
			}
			print out s
		}' "$figs" "$doc" >"$doc.new"
		mv "$doc.new" "$doc"
	done
	rm -f "$block" ;;
esac
