#!/bin/sh
# Write the comparison report from the runs of make compare:
#   report.sh DIR KERNEL...
# DIR/<kernel>/ holds each kernel's runs (output.log, console.log, tap).
# Writes DIR/results.tsv (section, key, kernel, value, expected, result),
# DIR/report.md and DIR/report.json, and prints the summary table.
set -eu
dir=$1
shift
kernels="$*"

# --- one TSV row per measurement ---------------------------------------------
for k in $kernels; do
	# everything judged, from the TAP: section, row, value, expectation
	awk -v k="$k" '
	/^(not )?ok [0-9]+ - / {
		result = ($1 ~ /^not/) ? "FAIL" : "ok"
		line = $0; sub(/^(not )?ok [0-9]+ - [^\/]*\//, "", line)
		name = line; sub(/ # .*/, "", name)
		value = ""; if (match(line, / # /)) value = substr(line, RSTART + 3)
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
	# inode probes, measured for the report, straight from the guest
	sed -n 's/^# \(inode\): \(.*\) => \(.*\)$/\1\t\2\t'"$k"'\t\3\t\t/p' "$dir/$k/output.log"
done >"$dir/results.tsv"

# --- header --------------------------------------------------------------------
base=$(git -C build/src describe --tags base 2>/dev/null || echo unknown)
repo=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!compare-tests/REPORT.md' || echo "-dirty")
branches=$(for k in $kernels; do
	[ "$k" = A-default ] || printf '%s %s, ' "$k" "$(git -C build/src rev-parse --short "$k")"; done)
machine="$(nproc) CPUs ($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)), $(free -g | awk '/^Mem:/ {print $2}') GiB, $(qemu-system-x86_64 --version | head -1), TCG"
now=$(date -u '+%Y-%m-%d %H:%M UTC')

# --- markdown --------------------------------------------------------------------
{
	echo "# /proc/netns-ID (A) beside the minimal fix (B), the 2013 bug (control) and inode sharing alone (alias)"
	echo
	echo "A is the series with /proc mounted net=link, the option that turns the"
	echo "new layout on; A-default is the same bzImage with /proc mounted without"
	echo "it, where every row must read as on B but those of containers that"
	echo "mount their own /proc with net=link."
	echo
	echo "- base: Debian linux-source-6.1, tag $base"
	echo "- this repository: $repo; kernel branches: ${branches%, }"
	echo "- date: $now"
	echo "- machine: $machine"
	echo "- kernels: the test flavour (qemu/config/kernel.config + test.config: lockdep, hung-task detector, SLUB_DEBUG, AppArmor and Landlock for the lsm boot, cgroups for crun) unless a section names another"
	echo
	echo "Each cell is what the test measured on that kernel. A cell marked"
	echo "**unexpected** differs from what the test states it expects there;"
	echo "every other cell is the expected outcome, including the A-semantics"
	echo "tests failing on control, alias and B, the deadlock on the control"
	echo "and the moved cwd on alias.  A cell passes only when the verdict and"
	echo "the measured value are both what the test expects on that kernel"
	echo "(its expect: and expect-measured lines)."
	table() {	# table SECTION TITLE (nothing if the section has no rows)
		awk -F'\t' -v s="$1" '$1 == s { found = 1 } END { exit !found }' "$dir/results.tsv" || return 0
		echo
		echo "## $2"
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
	table semantics "1. Semantics (compare-tests; pass/fail in brackets is the test's verdict)"
	table inode "2. Inode numbering and tree walkers (GNU find, du, tar in the guest)"
	table deadlock "3. Deadlock behaviour (each test in a boot of its own)"
	echo
	for k in $kernels; do
		ex=$(sh qemu/host/console-excerpt.sh "$dir/$k/console.log" | grep -E 'INFO: task|locks? held by|#[0-9]+:' | head -14)
		[ -n "$ex" ] || continue
		echo "Console of $k (hung-task report, locks held by the first hung task):"
		echo
		echo '```'
		echo "$ex"
		echo '```'
		echo
	done
	table selftest "4. Upstream tools/testing/selftests/proc, built from each kernel's tree"
	table compat "5. Compatibility: what real userspace sees (judged against qemu/guest/job-compat.sh)"
	table lsm "6. Path-based security policies: Debian's AppArmor profile, the kernel's Landlock sandboxer (judged against qemu/guest/job-lsm.sh)"
	table containers "7. Containers: Debian 12's crun, and trinity unprivileged inside (judged against qemu/guest/job-container.sh and job-fuzz-user.sh)"
	table trinity "8. Trinity as root (judged; details below)"
	table boots "9. Boots: each must complete with taint 0 and no kernel report"
	for f in "$dir"/bench.md "$dir"/fuzz.md "$dir"/fuzz-*.md; do
		[ -f "$f" ] && { echo; cat "$f"; }
	done
	true
} >"$dir/report.md"

# --- json ---------------------------------------------------------------------------
awk -F'\t' -v base="$base" -v repo="$repo" -v branches="${branches%, }" \
    -v date="$now" -v machine="$machine" '
function q(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, " ", s); return "\"" s "\"" }
BEGIN {
	printf "{\n  \"base\": %s,\n  \"repository\": %s,\n  \"branches\": %s,\n", q(base), q(repo), q(branches)
	printf "  \"date\": %s,\n  \"machine\": %s,\n  \"results\": [", q(date), q(machine)
}
{
	printf "%s\n    {\"section\": %s, \"test\": %s, \"kernel\": %s, \"value\": %s, \"expected\": %s, \"result\": %s}",
		(NR > 1 ? "," : ""), q($1), q($2), q($3), q($4), q($5), q($6)
}
END { print "\n  ]\n}" }' "$dir/results.tsv" >"$dir/report.json"

sed -n '/^## 1\./,/^## 2\./p' "$dir/report.md" | sed '$d'
echo "report: $dir/report.md $dir/report.json"
