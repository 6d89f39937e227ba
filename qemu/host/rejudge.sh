#!/bin/sh
# The runs behind REPORT.md, committed as the guests and QEMU left them,
# and judged again from the repository alone.
#   rejudge.sh pack compare RUN KERNEL...
#	(make report) compare-tests/results/runs/compare.tar.xz from make compare's
#	RUN: each boot's manifest, verdict, output.log, qemu-cmdline and
#	whole console.log, each kernel's verdicts and selftests list, and
#	the run's meta.tsv and times.md (and its cells, times.md.tsv), and
#	the kernels judged, in order
#	("kernels").  Not the judge's own output, nor the run's inputs hash
#	(make check's test for reusing it), which nothing here could check.
#   rejudge.sh pack faults|race|selftest-repeat DIR KERNEL...
#	compare-tests/results/runs/WHAT.tar.xz from the boots of make faults,
#	make race or make selftest-repeat (build/WHAT).
#   rejudge.sh pack fuzz-debug DIR
#	the same of make fuzz CONFIG=debug (build/fuzz-debug: each kernel's
#	root and unprivileged boot, and the run's params).
#   rejudge.sh pack bench DIR
#	the same of make bench (build/bench: every boot, the parameters its
#	jobs were given and the run's host seconds).
#   rejudge.sh [check]
#	(make rejudge, in make check) unpacks them, runs each judge again,
#	renders report.json and REPORT.md from what it said and the faults
#	and race tables from their boots, and prints TAP: not ok where a
#	committed document differs from its rendering; bench.md is made
#	again from make bench's boots.  The coverage table is taken as
#	committed (a diagnostic says so); any other table without its
#	committed run fails.
set -eu
runs=compare-tests/results/runs
boot_files='manifest verdict output.log console.log qemu-cmdline'

if [ "${1:-check}" = pack ]; then
	what=$2 dir=$3
	shift 3
	# make fuzz's boots are DIR's subdirectories that hold a manifest
	[ $# -gt 0 ] || set -- $(cd "$dir" && for d in */; do [ ! -f "$d/manifest" ] || echo "${d%/}"; done)
	mkdir -p $runs
	files=$(for k in "$@"; do
		for f in verdicts selftests; do [ ! -f "$dir/$k/$f" ] || echo "$k/$f"; done
		for b in "$dir/$k"/runs/*/ "$dir/$k"/; do
			for f in $boot_files; do [ ! -f "$b$f" ] || echo "${b#"$dir"/}$f"; done
		done
	done
	for f in meta.tsv times.md times.md.tsv params seconds; do [ ! -f "$dir/$f" ] || echo "$f"; done
	[ "$what" != bench ] || (cd "$dir" && ls params-*.sh pad-*.sh 2>/dev/null))
	# the kernels in the order their judge took them, for the judge again
	echo "$*" >"$dir/kernels"
	files="$files kernels"
	# sorted names, fixed owner and time: the same run packs to the same bytes
	(cd "$dir" && printf '%s\n' $files | sort | tar --owner=0 --group=0 --mtime=@0 \
		--no-recursion -T - -cf -) | xz -9e >"$runs/$what.tar.xz.tmp"
	mv "$runs/$what.tar.xz.tmp" "$runs/$what.tar.xz"
	echo "rejudge: $runs/$what.tar.xz, $(wc -c <"$runs/$what.tar.xz") bytes, from $dir ($*)"
	exit
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0 failed=0
tap() {	# tap ok|"not ok" DESCRIPTION
	n=$((n + 1))
	[ "$1" = ok ] || failed=1
	echo "$1 $n - $2"
}
same() {	# same RENDERED COMMITTED WHAT
	if cmp -s "$1" "$2"; then
		tap ok "$2 is what $3 renders"
	else
		tap "not ok" "$2 differs from what $3 renders ($(diff "$2" "$1" | grep -c '^[<>]') lines)"
		diff "$2" "$1" | head -6 | sed 's/^/#   /'
	fi
}

if [ ! -f $runs/compare.tar.xz ]; then
	tap "not ok" "$runs/compare.tar.xz is missing: REPORT.md has no run to be judged from"
	echo "1..$n"
	exit 1
fi
mkdir -p "$tmp/compare"
xz -dc $runs/compare.tar.xz | tar -C "$tmp/compare" -xf -
kernels=$(cat "$tmp/compare/kernels")
# Each committed run is of the kernels its make target gives (the
# Makefile's lists), not of whichever its own "kernels" file names: a
# run that left a kernel or a positive control out is no run of it.
given() {	# given RUN: the kernels make gives that run
	case $1 in
	compare) make -s --no-print-directory print-kernels ;;
	faults) make -s --no-print-directory print-FAULTS_KERNELS ;;
	race) make -s --no-print-directory print-RACE_KERNELS ;;
	selftest-repeat) echo A A-default ;;
	esac
}
held() {	# held RUN KERNELS: not ok unless KERNELS are those make gives RUN
	[ "$(echo $2)" = "$(echo $(given "$1"))" ] ||
		tap "not ok" "$runs/$1.tar.xz judges kernels \"$(echo $2)\", make $1 gives \"$(echo $(given "$1"))\""
}
held compare "$kernels"
# ... and with every boot make compare makes: FUZZ_MIN=0 skips trinity
# for a whole run, never for one kernel of the committed one
for k in $kernels; do
	sk=$(grep -E '^[a-z-]+: skipped' "$tmp/compare/$k/verdicts" 2>/dev/null | head -1)
	[ -z "$sk" ] || tap "not ok" "$runs/compare.tar.xz: $k's boot $sk: the run behind REPORT.md skipped it"
done
for k in $kernels; do
	JUDGE_PEERS=$tmp/compare sh qemu/host/judge.sh "$k" "$tmp/compare/$k" compare-tests >"$tmp/compare/$k/tap" || true
	bad=$(grep -c '^not ok' "$tmp/compare/$k/tap" || true)
	if [ "$bad" = 0 ]; then
		tap ok "$k: the judge passes every line of the committed run again ($(grep -c '^ok' "$tmp/compare/$k/tap") lines)"
	else
		tap "not ok" "$k: the judge fails $bad lines of the committed run: $(grep -m1 '^not ok' "$tmp/compare/$k/tap")"
	fi
done

# meta.tsv, which report.json and REPORT.md quote, says what the boots
# say: the kernels judged, the main boots' kernel command line and the
# commit their manifests name
if [ -f "$tmp/compare/meta.tsv" ]; then
	why=
	mk=$(sed -n 's/^kernels\t//p' "$tmp/compare/meta.tsv")
	[ "$mk" = "$kernels" ] || why="kernels \"$mk\", the run judged \"$kernels\""
	mc=$(sed -n 's/^cmdline\t//p' "$tmp/compare/meta.tsv") mr=$(sed -n 's/^repository\t//p' "$tmp/compare/meta.tsv")
	# the date: after every kernel was built and the run began
	md=$(date -d "$(sed -n 's/^date\t//p' "$tmp/compare/meta.tsv")" +%s 2>/dev/null || echo 0)
	# ... and no later than the commit that holds the run (where it is
	# committed as the work tree has it)
	if git diff --quiet HEAD -- $runs/compare.tar.xz 2>/dev/null; then
		ct=$(git log -1 --format=%ct -- $runs/compare.tar.xz 2>/dev/null)
		[ -z "$ct" ] || [ "$md" -le "$((ct + 60))" ] ||
			why="${why:+$why; }date $(sed -n 's/^date\t//p' "$tmp/compare/meta.tsv"), after the commit that holds the run"
	fi
	# the package's version holds the release every kernel reports
	mv=$(sed -n 's/^version\t//p' "$tmp/compare/meta.tsv")
	mb=$(sed -n 's/^base\t//p' "$tmp/compare/meta.tsv") mp=$(sed -n 's/^package\t//p' "$tmp/compare/meta.tsv")
	# the machine: the boots' accelerator (provenance holds each to TCG)
	case $(sed -n 's/^machine\t//p' "$tmp/compare/meta.tsv") in
	*", TCG") ;; *) why="${why:+$why; }machine \"$(sed -n 's/^machine\t//p' "$tmp/compare/meta.tsv")\", the boots ran under TCG" ;; esac
	for k in $kernels; do
		m=$tmp/compare/$k/runs/main/manifest
		bt=$(date -d "$(sed -n 's/^version .* #[0-9]* SMP //p' "$m")" +%s 2>/dev/null || echo 0)
		st=$(sed -n 's/^run \([0-9]*\)-.*/\1/p' "$m")
		[ "$md" -ge "$bt" ] && [ "$md" -ge "${st:-0}" ] ||
			why="${why:+$why; }date $(sed -n 's/^date\t//p' "$tmp/compare/meta.tsv"), before $k was built or its run began"
		rel=$(sed -n 's/^version Linux version \([0-9.]*\)-.*/\1/p' "$m")
		case $mv in "$rel"-*) ;; *) why="${why:+$why; }package version $mv, $k's release is $rel" ;; esac
		# ... and the base's tag and the package's name are that release's
		[ "$mb" = "v$rel" ] || why="${why:+$why; }base $mb, $k's release is $rel"
		[ "$mp" = "linux-source-${rel%.*}" ] || why="${why:+$why; }package $mp, $k's release is $rel"
		a=$(sed -n 's/^qemu .* -append //p' "$m" | awk '{ sub(/ -serial .*/, ""); sub(/ +$/, ""); print }')
		[ "$a" = "$mc" ] || why="${why:+$why; }cmdline \"$mc\", $k's main boot was given \"$a\""
		case $(sed -n 's/^repo //p' "$m" | sed 's/^\([0-9a-f]\{7\}\)[0-9a-f]* dirty$/\1-dirty/') in "${mr%-dirty}"*"${mr#"${mr%-dirty}"}") ;; *) why="${why:+$why; }repository $mr, $k's main boot was made at $(sed -n 's/^repo \(.\{7\}\).*/\1/p' "$m")" ;; esac
	done
	if [ -z "$why" ]; then
		tap ok "meta.tsv of $runs/compare.tar.xz says what its boots say (kernels, command line, commit, date, release, base, package, machine)"
	else
		tap "not ok" "meta.tsv of $runs/compare.tar.xz: $why"
	fi
fi
# times.md's boot rows are the run's verdicts: each boot once, with the
# seconds its verdict gives, and no boot the run does not hold; read
# from the table's cells (times.md.tsv), which report.json takes
if [ -f "$tmp/compare/times.md" ]; then
	cells=$tmp/compare/times.md.tsv
	for k in $kernels; do
		sed -n 's/^\([^:]*\): .* in \([0-9]*\) s.*/boot '"$k"' \1\t\2/p' "$tmp/compare/$k/verdicts" 2>/dev/null
	done >"$tmp/boot-rows"
	awk -F'\t' '$2 ~ /^boot / && $3 == "wall s" { print $2 "\t" $4 }' "$cells" >"$tmp/boot-rows.md" 2>/dev/null || true
	# and no step used more CPU time than its wall time (rounded to the
	# second) on the CPUs the heading names
	awk -F'\t' '$2 == "heading" && match($4, /^[0-9]+ CPUs/) { c = substr($4, 1, RLENGTH - 5); next }
		$2 ~ /^boot / || $2 == "heading" { next }
		$3 == "wall s" { wall[$2] = $4; if (!($2 in seen)) { seen[$2] = 1; order[++n] = $2 } }
		$3 == "CPU s (user + sys)" { cpu[$2] = $4 }
		END {
			for (i = 1; i <= n; i++) { s = order[i]
				if (c && wall[s] ~ /^[0-9]+$/ && cpu[s] ~ /^[0-9]+$/ && cpu[s] + 0 > (wall[s] + 1) * c)
					print "cpu " s "\t" cpu[s] " CPU s in " wall[s] " s on " c " CPUs"
				# make runs its steps one after another: the total is at
				# least their sum (each rounded to the second)
				if (s ~ /^total, /) total = wall[s]
				else if (wall[s] ~ /^[0-9]+$/) { sum += wall[s]; nsteps++ }
			}
			if (total != "" && total + nsteps < sum) print "total\t" total " s, under the " sum " s of its steps"
		}' "$cells" >>"$tmp/boot-rows.md" 2>/dev/null || true
	if [ ! -f "$cells" ]; then
		tap "not ok" "times.md of $runs/compare.tar.xz has no cells beside it (times.md.tsv)"
	elif cmp -s "$tmp/boot-rows" "$tmp/boot-rows.md"; then
		tap ok "times.md of $runs/compare.tar.xz: its boot rows are the run's verdicts ($(wc -l <"$tmp/boot-rows") boots)"
	else
		tap "not ok" "times.md of $runs/compare.tar.xz: its boot rows are not the run's verdicts: $(diff "$tmp/boot-rows.md" "$tmp/boot-rows" | grep -m1 '^[<>]')"
	fi
fi

# faults and race: their judges on their committed boots, on the kernels
# the run itself lists (never the document being checked); a table
# without its run is not ok
for what in faults race selftest-repeat; do
	if [ ! -f $runs/$what.tar.xz ]; then
		[ ! -f compare-tests/results/$what.md ] ||
			tap "not ok" "compare-tests/results/$what.md has no run in $runs/$what.tar.xz to be judged from"
		continue
	fi
	mkdir -p "$tmp/$what"
	xz -dc $runs/$what.tar.xz | tar -C "$tmp/$what" -xf -
	held $what "$(cat "$tmp/$what/kernels" 2>/dev/null)"
	FAULTS_OUT=$tmp/$what RACE_OUT=$tmp/$what SELFTEST_REPEAT_OUT=$tmp/$what sh qemu/host/$what.sh -r $(cat "$tmp/$what/kernels") >/dev/null || true
	same "$tmp/$what/$what.md" compare-tests/results/$what.md "make $what's judge on $runs/$what.tar.xz"
	cp "$tmp/$what/$what.md" "$tmp/compare/"
	[ $what = selftest-repeat ] || cp "$tmp/$what/records.tsv" "$tmp/compare/$what.tsv"
done
# make fuzz on the debug kernels, and make fuzz-long: each judge and its
# table again, from the boots and the parameters the run recorded, which
# must be the Makefile's
for what in fuzz-debug fuzz; do
	[ -f $runs/$what.tar.xz ] || continue
	mkdir -p "$tmp/$what"
	xz -dc $runs/$what.tar.xz | tar -C "$tmp/$what" -xf -
	case $what in
	fuzz-debug) want="minutes=$(make -s --no-print-directory print-FUZZ_MIN) seed=20130321 flavour=debug runs=\"root unprivileged\" per_victim=0 fuzz_kernels=\"$(echo $(given compare))\"" how="make fuzz CONFIG=debug" ;;
	fuzz) want="minutes=$(make -s --no-print-directory print-FUZZ_LONG_MIN) seed=20130321 flavour=test runs=\"root unprivileged\" per_victim=0 fuzz_kernels=\"$(make -s --no-print-directory print-FUZZ_LONG_KERNELS)\"" how="make fuzz-long" ;;
	esac
	[ "$(cat "$tmp/$what/params" 2>/dev/null)" = "$want" ] ||
		tap "not ok" "$runs/$what.tar.xz's params are not $how's: $(head -c 160 "$tmp/$what/params" 2>/dev/null) ($want)"
	sh qemu/host/fuzz.sh -r "$tmp/$what" >"$tmp/$what/tap" 2>&1 || true
	bad=$(grep -c '^not ok' "$tmp/$what/tap" || true)
	if [ "$bad" = 0 ] && grep -q '^1\.\.[1-9]' "$tmp/$what/tap"; then
		tap ok "make fuzz's judge passes every line of $runs/$what.tar.xz again ($(grep -c '^ok' "$tmp/$what/tap") lines)"
	else
		tap "not ok" "make fuzz's judge on $runs/$what.tar.xz: $bad lines fail, or none were judged: $(grep -m1 '^not ok' "$tmp/$what/tap")"
	fi
	same "$tmp/$what/$what.md" compare-tests/results/$what.md "make fuzz's judge on $runs/$what.tar.xz"
	cp "$tmp/$what/$what.md" "$tmp/$what/$what.md.tsv" "$tmp/compare/"
done
# make bench: its tables and bench.md made again from the committed boots
if [ -f $runs/bench.tar.xz ]; then
	mkdir -p "$tmp/bench"
	xz -dc $runs/bench.tar.xz | tar -C "$tmp/bench" -xf -
	# a whole run's parameters, as make bench gives them (not BENCH_QUICK's)
	mkdir -p "$tmp/bench-params"
	env -u BENCH_QUICK -u BENCH_BUDGET -u BENCH_BUDGET_WALL -u BENCH_TASKS -u BENCH_NETNS sh qemu/host/bench.sh params "$tmp/bench-params"
	for f in params-icount.sh params-wall.sh; do
		cmp -s "$tmp/bench-params/$f" "$tmp/bench/$f" ||
			tap "not ok" "$runs/bench.tar.xz's $f is not a whole make bench's: $(paste -sd' ' "$tmp/bench/$f" 2>/dev/null | cut -c1-120)"
	done
	if sh qemu/host/bench-report.sh "$tmp/bench" >/dev/null 2>"$tmp/bench/err"; then
		same "$tmp/bench/bench.md" compare-tests/results/bench.md "make bench's report on $runs/bench.tar.xz"
		cp "$tmp/bench/bench.md" "$tmp/bench/bench.md.tsv" "$tmp/compare/"
		# and its plots, which gnuplot draws the same from the same tables
		for f in bench.png bench-tasks.png bench-netns.png; do
			[ -f "$tmp/bench/$f" ] || [ -f compare-tests/results/$f ] || continue
			if cmp -s "$tmp/bench/$f" compare-tests/results/$f; then
				tap ok "compare-tests/results/$f is what make bench's report draws from $runs/bench.tar.xz"
			else
				tap "not ok" "compare-tests/results/$f is not what make bench's report draws from $runs/bench.tar.xz"
			fi
		done
	else
		tap "not ok" "make bench's report refuses $runs/bench.tar.xz: $(head -1 "$tmp/bench/err")"
	fi
elif [ -f compare-tests/results/bench.md ]; then
	tap "not ok" "compare-tests/results/bench.md has no run in $runs/bench.tar.xz to be made from"
fi
# coverage.md has no committed run: its cells are report.json's, as
# committed.  Its tables must be those cells rendered, and their
# arithmetic hold: the "all" row the sum of the file rows, each
# percentage its quotient, and every executable line not executed
# listed with its reason.
if [ -f compare-tests/results/coverage.md ]; then
	cells=$tmp/compare/coverage.md.tsv
	sh qemu/host/report-rows.sh compare-tests/results/report.json | awk -F'\t' '$1 ~ /^coverage: /' >"$cells"
	for t in "file	lines added	executable	executed	%" "line	function	source	why"; do
		awk -F'\t' -v t="$t" 'BEGIN { n = split(t, h, "\t"); print t }
			{ if (!($2 in row)) order[++m] = $2; row[$2] = 1; v[$2, $3] = $4 }
			END { for (i = 1; i <= m; i++) { if (!((order[i], h[2]) in v)) continue
				line = order[i]; for (j = 2; j <= n; j++) line = line "\t" v[order[i], h[j]]; print line } }' "$cells" |
			sh qemu/host/md-table.sh /dev/null x
	done >"$tmp/coverage-tables"
	why=$(grep -vxFf compare-tests/results/coverage.md "$tmp/coverage-tables" | head -1 | sed 's/^/a line of its cells that coverage.md does not show: /')
	[ -n "$why" ] || why=$(awk -F'\t' '
	$3 == "lines added" { order[++n] = $2; a[$2] = $4 }
	$3 == "executable" { x[$2] = $4 }
	$3 == "executed" { e[$2] = $4 }
	$3 == "%" { pc[$2] = $4 }
	$3 == "function" { listed++ }
	END {
		for (i = 1; i <= n; i++) { f = order[i]
			if (x[f] !~ /^[0-9]+$/ || e[f] !~ /^[0-9]+$/) { sa += a[f]; continue }
			if (pc[f] != "-" && sprintf("%.1f", 100 * e[f] / x[f]) != pc[f]) { print f ": " e[f] " of " x[f] " is not " pc[f] "%"; exit }
			if (f == "all") { all = 1; if (a[f] != sa || x[f] != sx || e[f] != se) { print "the all row " a[f] ", " x[f] ", " e[f] " is not the sum of the files, " sa ", " sx ", " se; exit } }
			else { sa += a[f]; sx += x[f]; se += e[f] }
		}
		if (!all) print "no all row"; else if (listed != sx - se) print listed + 0 " lines listed as never executed, the counts leave " sx - se
	}' "$cells" | head -1)
	if [ -z "$why" ]; then
		tap ok "compare-tests/results/coverage.md: its tables are its cells in report.json, its totals the sum of its rows, and every line not executed is listed"
	else
		tap "not ok" "compare-tests/results/coverage.md: $why"
	fi
fi
for f in compare-tests/results/bench.md compare-tests/results/fuzz*.md compare-tests/results/race.md compare-tests/results/coverage.md \
	compare-tests/results/faults.md compare-tests/results/selftest-repeat.md; do
	[ -f "$f" ] && [ ! -f "$tmp/compare/${f##*/}" ] || continue
	case ${f##*/} in
	coverage.md)
		# its boots are not committed: item 5 of the evidence's issue
		echo "# not judged again, taken as committed: $f"
		cp "$f" "$tmp/compare/" ;;
	*)	tap "not ok" "$f has no committed run in $runs/ to be judged from" ;;
	esac
done
# costs.tsv and quick-cold.md: no step used more CPU time than its wall
# time (each to the second) on the CPUs of the machine the run names
cpus=$(sed -n 's/^machine\t\([0-9]*\) CPUs.*/\1/p' "$tmp/compare/meta.tsv" 2>/dev/null)
if [ -n "$cpus" ] && [ -f compare-tests/results/costs.tsv ]; then
	why=$(awk -F'\t' -v c="$cpus" 'NR > 1 && $2 ~ /^[0-9]+$/ && $3 ~ /^[0-9]+$/ && $3 > ($2 + 1) * c { print $1 ": " $3 " CPU s in " $2 " s"; exit }' compare-tests/results/costs.tsv)
	if [ -z "$why" ]; then
		tap ok "compare-tests/results/costs.tsv: no step used more CPU time than $cpus CPUs give in its wall time"
	else
		tap "not ok" "compare-tests/results/costs.tsv: $why, on $cpus CPUs"
	fi
fi
if [ -f compare-tests/results/quick-cold.md ]; then
	why=$(awk -F' [|] ' 'NR == 1 && match($0, /[0-9]+-CPU/) { c = substr($0, RSTART, RLENGTH - 4) }
		/^\| / && $2 ~ /^[0-9]+$/ && $3 ~ /^[0-9]+ \|$/ { u = $3; sub(/ .*/, "", u); if (c && u + 0 > ($2 + 1) * c) { s = $1; sub(/^\| /, "", s); print s ": " u " CPU s in " $2 " s on " c " CPUs"; exit } }
		# make runs its steps one after another: the total is at least
		# their sum (each rounded to the second), as in times.md
		/^\| total, / { total = $2 }
		/^\| / && !/^\| (total,|boot |step )/ && $2 ~ /^[0-9]+$/ { sum += $2; nsteps++ }
		END { if (!c) print "its heading names no N-CPU machine"
			else if (total != "" && total + nsteps < sum) print "total " total " s, under the " sum " s of its steps" }' compare-tests/results/quick-cold.md | head -1)
	if [ -z "$why" ]; then
		tap ok "compare-tests/results/quick-cold.md: no step used more CPU time than the machine it names gives in its wall time"
	else
		tap "not ok" "compare-tests/results/quick-cold.md: $why"
	fi
fi
REPORT_REFRESH=1 sh qemu/host/report.sh "$tmp/compare" $kernels >/dev/null
same "$tmp/compare/report.json" compare-tests/results/report.json "the judge on $runs/compare.tar.xz"
sh qemu/host/report-md.sh "$tmp/compare/report.json" "$tmp/compare" >"$tmp/REPORT.md"
same "$tmp/REPORT.md" compare-tests/results/REPORT.md "report-md.sh from that report.json"
echo "1..$n"
exit $failed
