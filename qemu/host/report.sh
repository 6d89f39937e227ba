#!/bin/sh
# Write the comparison report from the judged runs of make compare (or
# make check):
#   report.sh DIR KERNEL...
# DIR/<kernel>/ holds each kernel's runs (output.log, console.log) and
# what the judge made of them (tap, records.tsv, which this reads);
# DIR/bench.md, DIR/fuzz*.md, DIR/faults.md, DIR/coverage.md and
# DIR/times.md, if there, are appended; make race's and make faults'
# rows come from their records (DIR/race.tsv, DIR/faults.tsv).  Writes
# DIR/results.tsv (section, key, kernel, value, expected, result: one row
# per judged cell, per inode probe and per cell of the appended tables),
# DIR/report.md and DIR/report.json, and prints the summary.  The
# documents quote their figures from report.json (qemu/host/figures.sh).
set -eu
. qemu/host/settings.sh
dir=$1
shift
kernels="$*"
here=$(dirname "$0")

# --- one TSV row per measurement ---------------------------------------------
for k in $kernels; do
	# everything judged, from the judge's records (qemu/host/judge.sh):
	# section, row, value, expectation
	[ -f "$dir/$k/records.tsv" ] || { echo "report.sh: $dir/$k/records.tsv missing: judge the run first" >&2; exit 1; }
	awk -F'\t' -v k="$k" '
	{
		name = $3; want = $4; measured = $5; verdict = $6; note = $7
		result = verdict == "not ok" ? "FAIL" : verdict == "skip" ? "SKIP" : "ok"
		value = verdict == "skip" ? "SKIP " note : note
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
			# a compare-test judged against its expectation: the two apart
			if (want != "") { expected = want; if (result == "ok") value = measured }
		}
		printf "%s\t%s\t%s\t%s\t%s\t%s\n", section, name, k, value, expected, result
	}' "$dir/$k/records.tsv"
	# inode probes, measured for the report, straight from the guest:
	# no expectation, not judged (result "measured")
	sed -n 's/^# \(inode\): \(.*\) => \(.*\)$/\1\t\2\t'"$k"'\t\3\t\tmeasured/p' "$dir/$k/output.log"
done >"$dir/results.tsv"
# The appended tables, one row per cell, as their makers wrote them
# beside each table (qemu/host/md-table.sh: NAME.md.tsv); make race's and
# make faults' from their judges' records (race.tsv, faults.tsv), one row
# per measured key.
for f in "$dir"/bench.md "$dir"/fuzz.md "$dir"/fuzz-*.md "$dir"/coverage.md "$dir"/times.md; do
	[ -f "$f" ] || continue
	[ -f "$f.tsv" ] || { echo "report: $f has no cells beside it ($f.tsv)" >&2; exit 1; }
	cat "$f.tsv"
done >>"$dir/results.tsv"
[ ! -f "$dir/race.tsv" ] ||
	sh "$here/report-rows.sh" -r "race: make race, two vCPUs" "$dir/race.tsv" >>"$dir/results.tsv"
[ ! -f "$dir/faults.tsv" ] ||
	sh "$here/report-rows.sh" -r "faults: make faults, debug kernels" "$dir/faults.tsv" >>"$dir/results.tsv"
# The console excerpt of each kernel that showed a hung task.
for k in $kernels; do
	sh "$here/console-excerpt.sh" "$dir/$k/console.log" | grep -E 'INFO: task|locks? held by|#[0-9]+:' |
		head -14 | awk -v k="$k" '{ printf "console\t%03d\t%s\t%s\t\tshown\n", NR, k, $0 }'
done >>"$dir/results.tsv"

# --- header --------------------------------------------------------------------
# The base, as make source committed it: "Debian PACKAGE VERSION, as packaged"
base=$(git -C $BUILD/src describe --tags base 2>/dev/null || echo unknown)
set -- $(git -C $BUILD/src log -1 --format=%s base 2>/dev/null || echo "? unknown unknown")
package=$2 version=${3%,}
repo=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!compare-tests/results' || echo "-dirty")
branches=$(for k in $kernels; do
	[ "$k" = A-default ] || printf '%s %s, ' "$k" "$(git -C $BUILD/src rev-parse --short "$k" 2>/dev/null)"; done)
machine="$(nproc) CPUs ($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)), $(free -g | awk '/^Mem:/ {print $2}') GiB, $(qemu-system-x86_64 --version | head -1), TCG"
now=$(date -u '+%Y-%m-%d %H:%M UTC')
# The kernel command line of the main boots, as run.sh logged it.
append=$(for k in $kernels; do sed -n "s/.*-append //; s/ *-serial .*//p" "$dir/$k/runs/main/qemu-cmdline" 2>/dev/null; done | sort -u | paste -sd ";" -)

# --- json ---------------------------------------------------------------------------
# REPORT_REFRESH=1 (make report): the run's own fields, as the run wrote
# them, and the tables added since (make bench, make fuzz).
[ -n "${REPORT_REFRESH:-}" ] && [ -f "$dir/meta.tsv" ] ||
	printf '%s\t%s\n' base "$base" package "$package" version "$version" repository "$repo" \
		branches "${branches%, }" date "$now" machine "$machine" kernels "$kernels" cmdline "$append" >"$dir/meta.tsv"
sh "$here/report-rows.sh" -j "$dir/meta.tsv" "$dir/results.tsv" >"$dir/report.json"

sh "$here/report-md.sh" "$dir/report.json" "$dir" >"$dir/report.md"
sed -n '/^## Summary/,/^Sections [0-9, and to]* are judged/p' "$dir/report.md" | sed '$d'
echo "report: $dir/report.md $dir/report.json"
