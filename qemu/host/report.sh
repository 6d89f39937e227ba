#!/bin/sh
# Write the comparison report from the runs of make compare:
#   report.sh DIR KERNEL...
# DIR/<kernel>/ holds each kernel's runs (output.log, console.log, tap);
# DIR/bench.md and DIR/fuzz*.md, if there, are appended.  Writes
# DIR/results.tsv (section, key, kernel, value, expected, result: one row
# per judged cell, per inode probe and per cell of the appended tables),
# DIR/report.md and DIR/report.json, and prints the summary.  The
# documents quote their figures from report.json (qemu/host/figures.sh).
set -eu
dir=$1
shift
kernels="$*"
here=$(dirname "$0")

# --- one TSV row per measurement ---------------------------------------------
for k in $kernels; do
	# everything judged, from the TAP: section, row, value, expectation
	awk -v k="$k" '
	/^(not )?ok [0-9]+ - / {
		result = ($1 ~ /^not/) ? "FAIL" : "ok"
		line = $0; sub(/^(not )?ok [0-9]+ - [^\/]*\//, "", line)
		name = line; sub(/ # .*/, "", name)
		value = ""; if (match(line, / # /)) value = substr(line, RSTART + 3)
		if (value ~ /^SKIP /) result = "SKIP"
		expected = ""
		section = "semantics"
		if (sub(/^selftest:/, "", name)) {
			section = "selftest"; expected = "pass"
			value = (result == "ok") ? "pass" : value
		} else if (sub(/^compat:/, "", name)) section = "compat"
		else if (sub(/^lsm:/, "", name)) section = "lsm"
		else if (sub(/^container:/, "", name)) section = "containers"
		else if (sub(/^boot:/, "", name)) section = "boots"
		else if (name ~ /^trinity-unprivileged/) section = "containers"
		else if (name ~ /^trinity/) section = "trinity"
		else {
			if (name ~ /^deadlock-/) section = "deadlock"
			if (match(value, /^expected [a-z]+, got [a-z]+: /)) {
				expected = substr(value, 10); sub(/,.*/, "", expected)
				value = substr(value, RLENGTH + 1)
			}
		}
		printf "%s\t%s\t%s\t%s\t%s\t%s\n", section, name, k, value, expected, result
	}' "$dir/$k/tap"
	# inode probes, measured for the report, straight from the guest:
	# no expectation, not judged (result "measured")
	sed -n 's/^# \(inode\): \(.*\) => \(.*\)$/\1\t\2\t'"$k"'\t\3\t\tmeasured/p' "$dir/$k/output.log"
done >"$dir/results.tsv"
# The appended tables, one row per cell: section "FILE: HEADING", key the
# cells of its key columns, kernel the column's header (result "table").
for f in "$dir"/bench.md "$dir"/fuzz.md "$dir"/fuzz-*.md; do
	[ -f "$f" ] || continue
	awk -v tag="$(basename "$f" .md)" '
	function trim(s) { gsub(/^ +| +$/, "", s); return s }
	/^#/ { h = $0; sub(/^#+ */, "", h); sub(/ *\(.*/, "", h); head = 0; next }
	/^\|/ {
		n = split(substr($0, 3, length($0) - 4), c, / \| /)
		if (!head) { for (i = 1; i <= n; i++) hdr[i] = trim(c[i]); nh = n; head = 1; keys = 0
			for (i = 1; i <= n && hdr[i] ~ /^(operation|processes|threads|namespaces|cache|kernel|run|victim|curve|N|goal|test)$/; i++) keys = i
			if (!keys) keys = 1
			next }
		if (c[1] ~ /^-+$/) next
		key = trim(c[1]); for (i = 2; i <= keys; i++) key = key " | " trim(c[i])
		for (i = keys + 1; i <= n; i++)
			printf "%s: %s\t%s\t%s\t%s\t\ttable\n", tag, h, key, (hdr[i] == "" ? "verdict" : hdr[i]), trim(c[i])
		next
	}
	{ head = 0 }' "$f"
done >>"$dir/results.tsv"

# --- header --------------------------------------------------------------------
# The base, as make source committed it: "Debian PACKAGE VERSION, as packaged"
base=$(git -C build/src describe --tags base 2>/dev/null || echo unknown)
set -- $(git -C build/src log -1 --format=%s base 2>/dev/null || echo "? unknown unknown")
package=$2 version=${3%,}
repo=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!compare-tests' || echo "-dirty")
branches=$(for k in $kernels; do
	[ "$k" = A-default ] || printf '%s %s, ' "$k" "$(git -C build/src rev-parse --short "$k" 2>/dev/null)"; done)
machine="$(nproc) CPUs ($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)), $(free -g | awk '/^Mem:/ {print $2}') GiB, $(qemu-system-x86_64 --version | head -1), TCG"
now=$(date -u '+%Y-%m-%d %H:%M UTC')
# The command lines of the boots, if run.sh logged them into the run.
append=$(cat "$dir"/*/runs/*/qemu.cmdline 2>/dev/null | sed -n 's/.*-append \(.*\) -serial .*/\1/p' | sort -u | head -1)

# --- summary: one row per property, one column per kernel ---------------------
summary() {
	awk -F'\t' -v kernels="$kernels" '
	function add(p, k, mark, text) { m[p, k] = mark; t[p, k] = text }
	function num(s, re,   x) { if (!match(s, re)) return ""; x = substr(s, RSTART, RLENGTH); gsub(/[^0-9.]/, "", x); return x }
	{ sec = $1; test = $2; k = $3; v = $4; res = $6; seen[k] = 1 }
	# a group of rows is unexpected on k when any of its cells is
	function flag(p) { if (res == "FAIL" || res == "SKIP") bad[p, k] = 1 }
	sec == "deadlock" { flag("deadlock") }
	sec == "deadlock" && test == "deadlock-rename" {
		add("deadlock", k, v ~ /^hung/ ? "✗" : "✓",
		    (v ~ /^hung/ ? "hung" : "returned") " after " num(v, "after [0-9.]+ s") " s")
	}
	sec == "semantics" && test == "cwd-alias" {
		flag("alias")
		from = v; sub(/^child cwd /, "", from); sub(/,.*/, "", from)
		to = v; sub(/.*: /, "", to)
		add("alias", k, from == to ? "✓" : "✗", (from == to ? "stayed in " : "moved to ") to)
	}
	sec == "semantics" && test == "dir-identity" {
		flag("inode")
		split(v, a, "; "); split(a[2], w, " "); split(a[3], d, " ")
		ni = (w[3] == w[4]) ? 1 : 2; nd = (d[3] == d[4]) ? 1 : 2
		add("inode", k, (ni == 1 && nd == 1) ? "✓" : "✗",
		    ni " inode" (ni > 1 ? "s" : "") ", " nd " dentr" (nd > 1 ? "ies" : "y"))
	}
	sec ~ /^bench: Allocations/ && test ~ /^stat self\/net\/dev \| / && $3 != "" {
		alloc[$3] += $4; nalloc[$3]++
	}
	sec == "lsm" { flag("lsm") }
	sec == "lsm" && v ~ /^allowed/ { allowed[k]++ }
	sec == "lsm" && v ~ /^EACCES/ { denied[k]++ }
	sec == "lsm" && test ~ /^(AppArmor dhclient|Landlock beneath \/proc\/self): read \/proc\/self\/net\/dev/ && v !~ /^allowed/ { lsmlost[k]++ }
	sec == "containers" && test !~ /^trinity/ { flag("containers"); nct[k]++ }
	sec == "containers" && test ~ /^net=link \/proc: crun create$/ { ctlink[k] = v }
	sec == "containers" && test ~ /^(plain|net=link) \/proc: .*netns-<(host|other)>/ && v !~ /^(ENOENT|absent)/ { leak[k]++ }
	sec == "trinity" { flag("trinity") }
	sec == "containers" && test ~ /^trinity/ && res != "ok" { bad["trinity-user", k] = 1 }
	(sec == "trinity" || (sec == "containers" && test ~ /^trinity/)) {
		p = (sec == "trinity") ? "trinity" : "trinity-user"
		if (v ~ /^finds the bug/) { hung[p, k] += gsub(/ in lock_/, "&", v) }
		else if (v ~ /^clean/) { sys[p, k] += num(v, "[0-9]+ syscalls"); vict[p, k]++ }
		else other[p, k]++
	}
	sec == "boots" { flag("boots"); nb[k]++; if (v ~ /^completed.*taint 0, no kernel report/) okb[k]++ }
	END {
		nk = split(kernels, ks, " ")
		for (i = 1; i <= nk; i++) {
			k = ks[i]
			if (k in nalloc) add("allocs", k, alloc[k] ? "✗" : "✓", alloc[k] " dentries + inodes per 1000 walks")
			else add("allocs", k, "–", "not measured (make bench boots A, B, A-default)")
			if ((k in allowed) || (k in denied))
				add("lsm", k, lsmlost[k] ? "✗" : "✓", (allowed[k] + 0) " reads allowed, " (denied[k] + 0) " denied")
			if (k in nct)
				add("containers", k, leak[k] ? "✗" : (ctlink[k] ~ /^created/ ? "✓" : "–"),
				    (ctlink[k] ~ /^created/ ? "net=link runs" : "net=link refused") ", " (leak[k] + 0) " reads of another namespace by number")
			for (j = 1; j <= 2; j++) {
				p = j == 1 ? "trinity" : "trinity-user"
				if (hung[p, k]) add(p, k, "✗", "hangs: " hung[p, k] " tasks in lock_rename/lock_two_directories")
				else if (vict[p, k] && !other[p, k]) add(p, k, "✓", "clean: " sys[p, k] " syscalls on " vict[p, k] " victims")
				else if (vict[p, k] || other[p, k]) add(p, k, "✗", (other[p, k] + 0) " victims neither clean nor hung")
			}
			if (k in nb) add("boots", k, okb[k] == nb[k] ? "✓" : "✗", (okb[k] + 0) " of " nb[k] " boots complete, taint 0, no kernel report")
		}
		np = split("deadlock alias inode allocs lsm containers trinity trinity-user boots", ps, " ")
		split("deadlock: rename across two aliases|a cwd in /proc/1/net/stat stays|one inode under one dentry per directory|allocations per walk through net/|Debian'"'"'s AppArmor profile and Landlock unchanged|containers: net=link, another namespace by number|Trinity as root|Trinity as uid 1000 in a container|boots clean", title, "|")
		split("deadlock|semantics|semantics|allocations-per-1000-operations|lsm|containers|trinity|containers|boots", link, "|")
		printf "| property |"; for (i = 1; i <= nk; i++) printf " %s |", ks[i]; print ""
		printf "|---|"; for (i = 1; i <= nk; i++) printf "---|"; print ""
		for (j = 1; j <= np; j++) {
			p = ps[j]; printf "| %s |", title[j]
			for (i = 1; i <= nk; i++) {
				k = ks[i]
				if (!((p, k) in m)) { printf " |"; continue }
				printf " [%s %s](#%s)%s |", m[p, k], t[p, k], link[j], bad[p, k] ? " **unexpected**" : ""
			}
			print ""
		}
	}' "$dir/results.tsv"
}
# columns of the summary: the kernels given, in the order of the review
order=$(for k in control alias B A-default A; do case " $kernels " in *" $k "*) printf '%s ' "$k" ;; esac; done)

# --- markdown --------------------------------------------------------------------
{
	echo "# /proc/netns-ID (A) beside the minimal fix (B), the 2013 bug (control) and inode sharing alone (alias)"
	echo
	echo "- base: Debian $package $version (tag $base)"
	echo "- this repository: $repo; kernel branches: ${branches%, }"
	echo "- date: $now"
	echo "- machine: $machine"
	echo "- kernels: the test flavour (qemu/config/kernel.config + test.config: lockdep, the hung-task detector, SLUB_DEBUG for the slab object counts of the churn test, AppArmor and Landlock for the lsm boot, cgroups for crun) unless a section names another"
	echo "- kernel command line: ${append:-not recorded in this run (console=ttyS0 panic=-1 slab_nomerge, and lsm= on the lsm boot, per qemu/host/run.sh)}"
	echo
	echo "A is the series with /proc mounted net=link, the option that turns the"
	echo "new layout on; A-default is the same bzImage with /proc mounted without"
	echo "it.  Each test states per kernel what it expects; for A-default that is"
	echo "B's value, except in the rows of the containers that mount their own"
	echo "/proc with net=link, where A-default has the option and reads as A."
	echo
	echo "## Summary"
	echo
	echo "Each cell: ✓ the property holds on that kernel, ✗ it does not, – it"
	echo "does not apply or was not measured; the figure is what was measured,"
	echo "and the link goes to the section it comes from.  **unexpected** marks"
	echo "a cell whose rows include one the judge failed."
	echo
	kernels=$order summary
	echo
	echo "Sections 1 and 3 to 9 are judged: a cell passes only when the verdict"
	echo "and the measured value are both what its test, probe or job states for"
	echo "that kernel (the expect: and expect-measured lines, the EREs of the"
	echo "guest jobs).  A cell marked **unexpected** differs from that; every"
	echo "other cell of those sections is the expected outcome, including the"
	echo "A-semantics tests failing on control, alias and B, the deadlock on the"
	echo "control and the moved cwd on alias.  Section 2 states no expectations:"
	echo "it is measured and shown, not judged."
	table() {	# table SECTION ANCHOR TITLE (nothing if the section has no rows)
		awk -F'\t' -v s="$1" '$1 == s { found = 1 } END { exit !found }' "$dir/results.tsv" || return 0
		echo
		echo "<a id=\"$2\"></a>"
		echo
		echo "## $3"
		echo
		printf '| test |'; for k in $kernels; do printf ' %s |' "$k"; done; echo
		printf '|---|'; for k in $kernels; do printf -- '---|'; done; echo
		awk -F'\t' -v s="$1" -v kernels="$kernels" '
		$1 == s {
			if (!($2 in seen)) { seen[$2] = 1; order[++n] = $2 }
			v = $4; gsub(/\|/, "\\|", v)
			if ($5 != "" && $6 == "FAIL") v = v " **unexpected: expected " $5 "**"
			else if ($5 != "") v = v " (" $5 ")"
			else if ($6 == "FAIL") v = v " **FAIL**"
			else if ($6 == "SKIP") v = v " **SKIP**"
			cell[$2, $3] = v
		}
		END {
			nk = split(kernels, ks, " ")
			for (i = 1; i <= n; i++) {
				printf "| %s |", order[i]
				for (j = 1; j <= nk; j++) printf " %s |", cell[order[i], ks[j]]
				print ""
			}
		}' "$dir/results.tsv"
	}
	table semantics semantics "1. Semantics (compare-tests; pass/fail in brackets is the test's verdict)"
	table inode inode "2. Inode numbering and tree walkers (GNU find, du, tar in the guest; measured, not judged)"
	table deadlock deadlock "3. Deadlock behaviour (each test in a boot of its own)"
	echo
	for k in $kernels; do
		ex=$(sh "$here/console-excerpt.sh" "$dir/$k/console.log" | grep -E 'INFO: task|locks? held by|#[0-9]+:' | head -14)
		[ -n "$ex" ] || continue
		echo "Console of $k (hung-task report, locks held by the first hung task):"
		echo
		echo '```'
		echo "$ex"
		echo '```'
		echo
	done
	table selftest selftest "4. Upstream tools/testing/selftests/proc, built from each kernel's tree"
	table compat compat "5. Compatibility: what real userspace sees (judged against qemu/guest/job-compat.sh)"
	table lsm lsm "6. Path-based security policies: Debian's AppArmor profile, the kernel's Landlock sandboxer (judged against qemu/guest/job-lsm.sh)"
	table containers containers "7. Containers: Debian's crun, and trinity unprivileged inside (judged against qemu/guest/job-container.sh and job-fuzz-user.sh)"
	table trinity trinity "8. Trinity as root (judged; details below)"
	table boots boots "9. Boots: each must complete with taint 0 and no kernel report"
	for f in "$dir"/bench.md "$dir"/fuzz.md "$dir"/fuzz-*.md; do
		[ -f "$f" ] && { echo; cat "$f"; }
	done
	true
} >"$dir/report.md"

# --- json ---------------------------------------------------------------------------
# One result a line, so that qemu/host/figures.sh reads it with awk.
awk -F'\t' -v base="$base" -v package="$package" -v version="$version" -v repo="$repo" \
    -v branches="${branches%, }" -v date="$now" -v machine="$machine" '
function q(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, " ", s); return "\"" s "\"" }
BEGIN {
	printf "{\n  \"base\": %s,\n  \"package\": %s,\n  \"version\": %s,\n", q(base), q(package), q(version)
	printf "  \"repository\": %s,\n  \"branches\": %s,\n", q(repo), q(branches)
	printf "  \"date\": %s,\n  \"machine\": %s,\n  \"results\": [", q(date), q(machine)
}
{
	printf "%s\n    {\"section\": %s, \"test\": %s, \"kernel\": %s, \"value\": %s, \"expected\": %s, \"result\": %s}",
		(NR > 1 ? "," : ""), q($1), q($2), q($3), q($4), q($5), q($6)
}
END { print "\n  ]\n}" }' "$dir/results.tsv" >"$dir/report.json"

sed -n '/^## Summary/,/^Sections 1 and 3/p' "$dir/report.md" | sed '$d'
echo "report: $dir/report.md $dir/report.json"
