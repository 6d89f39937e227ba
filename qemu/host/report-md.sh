#!/bin/sh
# The comparison report in markdown, from a report.json alone:
#   report-md.sh JSON [DIR]
# DIR (the JSON's directory by default) may hold bench.md, fuzz*.md,
# faults.md, race.md, coverage.md and times.md, appended as they are.
# qemu/host/report.sh runs it on a fresh run; qemu/host/check-docs.sh runs
# it on the committed compare-tests/results/report.json and requires
# compare-tests/results/REPORT.md to be exactly its output.
set -eu
. qemu/host/settings.sh
json=$1 dir=${2:-$(dirname "$1")}
here=$(dirname "$0")
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
sh "$here/report-rows.sh" "$json" >"$rows"
field() { sh "$here/report-rows.sh" -m "$json" | sed -n "s/^$1\t//p"; }
kernels=$(field kernels)
# columns of the summary: the kernels of the run, in the Makefile's order
# but with A last, beside A-default
order=$(for k in $(printf '%s\n' $KERNELS | grep -vx A) A; do case " $kernels " in *" $k "*) printf '%s ' "$k" ;; esac; done)
# --- summary: one row per property, one column per kernel ---------------------
summary() {
	awk -F'\t' -v kernels="$kernels" '
	function add(p, k, mark, text) { m[p, k] = mark; t[p, k] = text }
	function err(s) { return match(s, /E[A-Z]+/) ? substr(s, RSTART, RLENGTH) : "returned" }
	function num(s, re,   x) { if (!match(s, re)) return ""; x = substr(s, RSTART, RLENGTH); gsub(/[^0-9.]/, "", x); return x }
	{ sec = $1; test = $2; k = $3; v = $4; res = $6; seen[k] = 1 }
	# a group of rows is unexpected on k when any of its cells is
	function flag(p) { if (res == "FAIL") bad[p, k] = 1 }
	sec == "deadlock" { flag("deadlock") }
	sec == "deadlock" && test == "deadlock-rename" {
		add("deadlock", k, v ~ /^hung/ ? "✗" : "✓",
		    (v ~ /^hung/ ? "hung at" : err(v) " in") " " num(v, "after [0-9.]+ s") " s")
	}
	sec == "semantics" && test == "cwd-alias" {
		flag("alias")
		from = v; sub(/^child cwd /, "", from); sub(/,.*/, "", from)
		to = v; sub(/.*: /, "", to); dir = to; sub(/\/net\/stat$/, "", dir)
		add("alias", k, from == to ? "✓" : "✗", (from == to ? "stayed in " : "moved to ") dir)
	}
	sec == "semantics" && test == "dir-identity" {
		flag("inode")
		split(v, a, "; "); split(a[2], w, " "); split(a[3], d, " ")
		ni = (w[3] == w[4]) ? 1 : 2; nd = (d[3] == d[4]) ? 1 : 2
		add("inode", k, (ni == 1 && nd == 1) ? "✓" : "✗",
		    ni " inode" (ni > 1 ? "s" : "") ", " nd " dentr" (nd > 1 ? "ies" : "y"))
	}
	sec ~ /^bench: Allocations/ && test ~ /^stat self\/net\/dev \| / && $3 != "" {
		alloc[$3] += $4; nalloc[$3]++; if ($2 ~ /dentry$/) dent[$3] = $4; else ino[$3] = $4
	}
	sec == "lsm" { flag("lsm") }
	sec == "lsm" && v ~ /^allowed/ { allowed[k]++ }
	sec == "lsm" && v ~ /^EACCES/ { denied[k]++ }
	sec == "lsm" && test ~ /^(AppArmor dhclient|Landlock beneath \/proc\/self): read \/proc\/self\/net\/dev/ && v !~ /^allowed/ { lsmlost[k]++ }
	sec == "containers" && test !~ /^trinity/ { flag("containers"); nct[k]++ }
	sec == "containers" && test ~ /^net=link \/proc: crun create$/ { ctlink[k] = v }
	sec == "containers" && test ~ /^(plain|net=link) \/proc: read \/proc\/netns-<(host|other)>/ && v !~ /^(ENOENT|absent)/ { leak[k]++ }
	sec == "trinity" { flag("trinity") }
	sec == "containers" && test ~ /^trinity/ && res == "FAIL" { bad["trinity-user", k] = 1 }
	(sec == "trinity" || (sec == "containers" && test ~ /^trinity/)) {
		p = (sec == "trinity") ? "trinity" : "trinity-user"
		if (v ~ /^finds the bug/) { hung[p, k] += gsub(/ in lock_/, "&", v) }
		else if (v ~ /^clean/) { sys[p, k] += num(v, "[0-9]+ syscalls"); vict[p, k]++ }
		else other[p, k]++
	}
	sec == "boots" { flag("boots"); nb[k]++; if (v ~ /^completed/ && v ~ /taint 0,/ && v ~ /no kernel report/) okb[k]++ }
	END {
		nk = split(kernels, ks, " ")
		for (i = 1; i <= nk; i++) {
			k = ks[i]
			if (k in nalloc) add("allocs", k, alloc[k] ? "✗" : "✓", dent[k] " dentries, " ino[k] " inodes")
			else add("allocs", k, "–", "not benched")
			if ((k in allowed) || (k in denied))
				add("lsm", k, lsmlost[k] ? "✗" : "✓", (allowed[k] + 0) " allowed, " (denied[k] + 0) " denied")
			if (k in nct)
				add("containers", k, leak[k] ? "✗" : (ctlink[k] ~ /^created/ ? "✓" : "–"),
				    (ctlink[k] ~ /^created/ ? "net=link runs" : "no net=link") ", " (leak[k] + 0) " leaks")
			for (j = 1; j <= 2; j++) {
				p = j == 1 ? "trinity" : "trinity-user"
				if (hung[p, k]) add(p, k, "✗", hung[p, k] " task" (hung[p, k] > 1 ? "s" : "") " hung in lock_*")
				else if (vict[p, k] && !other[p, k]) add(p, k, "✓", sys[p, k] " syscalls, " vict[p, k] " victims, clean")
				else if (vict[p, k] || other[p, k]) add(p, k, "✗", (other[p, k] + 0) " victims neither clean nor hung")
			}
			if (k in nb) add("boots", k, okb[k] == nb[k] ? "✓" : "✗", (okb[k] + 0) " of " nb[k] " clean")
		}
		np = split("deadlock alias inode allocs lsm containers trinity trinity-user boots", ps, " ")
		split("deadlock (rename between aliases)|alias moves (cwd in /proc/1/net/stat)|one inode per directory (inodes, dentries)|allocations per walk (per 1000 walks)|path-based policies work unchanged (reads allowed, denied)|containers (reads of another netns by number)|Trinity as root|Trinity as uid 1000 in a container|boots clean (taint 0, no kernel report)", title, "|")
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
	}' "$rows"
}

# --- markdown --------------------------------------------------------------------
{
	echo "# /proc/netns-ID (A) beside the minimal fix (B), the 2013 bug (control) and inode sharing alone (alias)"
	echo
	version=$(field version)
	echo "- base: Debian $(field package) ${version:-(its dpkg version not recorded)}, tag $(field base)"
	echo "- this repository: $(field repository); kernel branches: $(field branches)"
	echo "- date: $(field date)"
	echo "- machine: $(field machine)"
	echo "- kernels: the test flavour (qemu/config/kernel.config + test.config: lockdep, the hung-task detector, SLUB_DEBUG for the slab object counts of the churn test, AppArmor and Landlock for the lsm boot, cgroups for crun) unless a section names another"
	source=$(field source)
	[ -z "$source" ] || echo "- read back from: $source"
	cmdline=$(field cmdline)
	echo "- kernel command line: ${cmdline:-not recorded in this run (qemu/host/run.sh gives console=ttyS0 panic=-1 slab_nomerge, and the lsm boot lsm=)}"
	echo
	echo "A is the series with /proc mounted net=link, the option that turns the"
	echo "new layout on; A-default is the same bzImage with /proc mounted without"
	echo "it.  Each test states per kernel what it expects; for A-default that is"
	echo "B's value, except in the rows of the containers that mount their own"
	echo "/proc with net=link, where A-default has the option and reads as A."
	echo "The series' design, and the patch that answers each review point:"
	echo "[series-netns-id/DESIGN.md](../series-netns-id/DESIGN.md)."
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
	echo "Sections 1, 2 and 4 to 9 are judged: a cell passes only when the verdict"
	echo "and the measured value are both what its test, probe or job states for"
	echo "that kernel (the expect: and expect-measured lines, the EREs of the"
	echo "guest jobs).  A cell marked **unexpected** differs from that; every"
	echo "other cell of those sections is the expected outcome, including the"
	echo "A-semantics tests failing on control, alias and B, the deadlock on the"
	echo "control and the moved cwd on alias.  Section 3 states no expectations:"
	echo "it is measured and shown, not judged."
	# which series the runs booted: the patches, not the cover letter or
	# DESIGN.md, are what a kernel is built from
	echo
	pc=$(git log -1 --format=%h -- $(sed 's|^|series-netns-id/|' series-netns-id/series) 2>/dev/null || echo '?')
	echo "The patches of series-netns-id/ last changed at $pc; what changed in"
	echo "that directory since is $(git diff --name-only "$pc" HEAD -- series-netns-id/ 2>/dev/null | sed 's|^series-netns-id/||' | paste -sd' ' - | sed 's/^$/nothing/'),"
	echo "none of it built into a kernel.  The judged sections' boots carry the"
	echo "blobs of the patches they were built from, and qemu/host/provenance.sh"
	echo "fails any whose patches are not this repository's.  The measured runs"
	echo "are made again, not judged: bench.md from make bench's committed boots"
	echo "(make rejudge), coverage.md taken as committed; costs.tsv names their"
	echo "commits:"
	for t in bench coverage; do
		c=$(awk -F'\t' -v t="$t" '$1 == t { print $5 }' compare-tests/results/costs.tsv 2>/dev/null)
		if [ -n "$c" ] && git diff --quiet "$c" HEAD -- $(sed 's|^|series-netns-id/|' series-netns-id/series) 2>/dev/null; then
			echo "make $t at $c, with these patches."
		else
			echo "make $t at ${c:-?}, whose patches are not these."
		fi
	done
	kernels=$order	# every table in the summary's column order
	table() {	# table SECTION ANCHOR TITLE (nothing if the section has no rows)
		awk -F'\t' -v s="$1" '$1 == s { found = 1 } END { exit !found }' "$rows" || return 0
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
			# a cell reads at a glance; the whole value is in report.json
			v = $4; if (length(v) > 150) v = substr(v, 1, 147) "..."
			gsub(/\|/, "\\|", v)
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
		}' "$rows"
	}
	table deadlock deadlock "1. Deadlock behaviour (judged; each test in a boot of its own)"
	echo
	for k in $kernels; do
		ex=$(awk -F'\t' -v k="$k" '$1 == "console" && $3 == k { print $4 }' "$rows")
		[ -n "$ex" ] || continue
		echo "Console of $k (hung-task report, locks held by the first hung task):"
		echo
		echo '```'
		echo "$ex"
		echo '```'
		echo
	done
	table semantics semantics "2. Semantics (judged: compare-tests; pass/fail in brackets is the test's verdict)"
	table inode inode "3. Inode numbering and tree walkers (measured, not judged: GNU find, du, tar in the guest)"
	table selftest selftest "4. Upstream tools/testing/selftests/proc, built from each kernel's tree (judged)"
	table compat compat "5. Compatibility: what real userspace sees (judged against qemu/guest/job-compat.sh)"
	table lsm lsm "6. Path-based security policies: Debian's AppArmor profile, the kernel's Landlock sandboxer (judged against qemu/guest/job-lsm.sh)"
	table containers containers "7. Containers: Debian's crun, and trinity unprivileged inside (judged against qemu/guest/job-container.sh and job-fuzz-user.sh)"
	table trinity trinity "8. Trinity as root (judged; details below)"
	table boots boots "9. Boots: each must complete with taint 0 and no kernel report (judged)"
	# the runs of other targets, each its own section: numbered on, marked
	# judged or measured, and named by the file and target it comes from
	nsec=9
	for f in "$dir"/bench.md "$dir"/fuzz.md "$dir"/fuzz-*.md "$dir"/faults.md "$dir"/race.md "$dir"/selftest-repeat.md "$dir"/coverage.md "$dir"/times.md; do
		[ -f "$f" ] || continue
		nsec=$((nsec + 1))
		name=$(basename "$f")
		case $name in
		bench.md) how="measured, make bench" ;;
		fuzz*.md) how="judged, make fuzz" ;;
		faults.md) how="judged, make faults" ;;
		race.md) how="judged, make race" ;;
		selftest-repeat.md) how="judged, make selftest-repeat" ;;
		coverage.md) how="measured, make coverage" ;;
		*) how="measured, make compare" ;;
		esac
		echo
		awk -v n="$nsec" -v how="$how" -v name="$name" '
		/^```/ { fence = !fence }
		!done && /^## / { sub(/^## /, "## " n ". "); print $0 " (" how "; compare-tests/results/" name ")"; done = 1; next }
		!fence && /^# / { sub(/^#/, "\\#") }	# a line, not a heading
		!fence && /^\|/ {	# table cells read at a glance, as above
			nc = split($0, c, "|"); row = c[1]
			for (i = 2; i <= nc; i++) {
				if (length(c[i]) > 120) { c[i] = substr(c[i], 1, 117); sub(/\\+$/, "", c[i]); c[i] = c[i] "... " }
				row = row "|" c[i]
			}
			$0 = row
		}
		{ print }' "$f"
	done
	true
}

