#!/bin/sh
# Host side of make bench: the report from the boots bench.sh made.
#   bench-report.sh DIR [SECONDS]
# DIR holds one directory per boot (icount-KERNEL-PAIR, wall-KERNEL-PAIR,
# allocs-KERNEL), the params-*.sh and pad-*.sh files its jobs were given
# and, once given, SECONDS (the run's host time) in DIR/seconds.  From
# the boots' own lines, one parser, it makes ops.tsv (clock kernel pair
# operation cpus ns iterations), scale.tsv (kernel pair curve N operation
# ns iterations), setup.tsv (kernel pair curve N setup_ns
# MemAvailable_MB), entries.tsv (kernel pair curve N operation
# entries-listed), allocs.tsv (kernel operation cache count) and
# limits.txt, then DIR/bench.md (its cells in bench.md.tsv), bench.png (A/B per operation) and
# bench-<curve>.png (cost against N, log-log).  Every cell: median
# (min-max) n=runs.  It reports: goals are stated with what was measured,
# never asserted; but it refuses a run that is not whole (a boot missing
# or unfinished), whose boots are not the repository's perf and stats
# builds of their columns (qemu/host/provenance.sh), whose columns are
# mislabelled (/proc of the wrong layout), whose instruction-clock boots
# ran without -icount, or whose figures cannot be measurements (a row
# twice, a boot's figures another's, more memory than the guest had).
set -eu
dir=$1
if [ -n "${2:-}" ]; then echo "$2" >"$dir/seconds"; fi
seconds=$(cat "$dir/seconds" 2>/dev/null || echo "?")
floor="stat self/stat (floor)"
tab=$(printf '\t')
fail() { echo "bench-report: $*" >&2; exit 1; }

# The boots bench.sh makes, in its order: rounds of A B A-default
# A-default B A on each clock (pairs 2r+1, 2r+2), then the allocations.
rounds=$(ls -d "$dir"/icount-A-[0-9]* 2>/dev/null | wc -l)
rounds=$((rounds / 2))
[ "$rounds" -gt 0 ] || fail "$dir: no icount-A-N boot"
boots=$(r=0; while [ $r -lt $rounds ]; do
	for clock in icount wall; do
		for kp in "A 1" "B 1" "A-default 1" "A-default 2" "B 2" "A 2"; do
			set -- $kp; echo "$clock-$1-$((2 * r + $2))"
		done
	done
	r=$((r + 1))
done; echo allocs-A allocs-B allocs-A-default)
for b in $boots; do [ -f "$dir/$b/output.log" ] || fail "$b: no boot (the run is not whole)"; done
for d in "$dir"/*/; do
	[ -f "$d/output.log" ] || continue
	case " $(echo $boots) " in *" $(basename "$d") "*) ;; *) fail "$(basename "$d"): not a boot bench.sh makes" ;; esac
done

# where each boot came from: the perf build of its column (the stats
# build for allocs-*), of this repository's patches and inputs
for k in A B A-default; do
	for fl in perf stats; do
		ds=$(for b in $boots; do
			case $b in allocs-$k) [ $fl != stats ] || echo "$dir/$b" ;;
			icount-$k-[0-9]*|wall-$k-[0-9]*) [ $fl != perf ] || echo "$dir/$b" ;; esac
		done)
		# shellcheck disable=SC2086
		prov=$(PROVENANCE_PEERS=$dir sh qemu/host/provenance.sh check "$k" $fl compare-tests $ds 2>&1 | head -1)
		[ -z "$prov" ] || fail "$(printf '%s' "$prov" | sed 's|^[^	]*/||; s|	|: provenance: |')"
	done
done

# A's boots must have /proc mounted net=link (qemu/guest/init prints the
# mount), B's and A-default's must not: otherwise the columns are mislabelled.
for boot in $boots; do
	log=$dir/$boot/output.log
	proc=$(sed -n 's|^guest: .*, /proc: ||p' "$log" | head -1)
	case $boot in *-A-[0-9]*|allocs-A) want=net=link ;; *) want= ;; esac
	case $proc in
	"") echo "bench-report: $boot: the guest did not say how /proc is mounted" >&2; exit 1 ;;
	*net=link*) has=net=link ;;
	*) has= ;;
	esac
	if [ "$has" != "$want" ]; then
		echo "bench-report: $boot: /proc mounted '$proc', expected ${want:-no net=link}" >&2
		exit 1
	fi
	# an instruction-clock figure from a boot without -icount shift=N
	# (a fixed clock: not shift=auto, which tracks the host) is wall time
	case $boot in icount-*)
		grep -q -- ' -icount shift=[0-9][0-9]*,sleep=off\( \|$\)' "$dir/$boot/qemu-cmdline" 2>/dev/null || {
			echo "bench-report: $boot: no -icount shift=N,sleep=off in its QEMU command line ($dir/$boot/qemu-cmdline): not an instruction-clock run" >&2
			exit 1
		}
	esac
	# ... and the machine and the job bench.sh gives each boot: one vCPU,
	# the instruction clock shift=0 on icount-* alone, and as /job its
	# clock's parameters, its pair's pad and job-bench.sh (job-allocs.sh
	# for allocs-*), the files as the run recorded them
	q=$(cat "$dir/$boot/qemu-cmdline" 2>/dev/null || true)
	case " $q " in *" -smp 1 "*) ;; *) echo "bench-report: $boot: not the one vCPU bench.sh gives: $(printf '%s\n' "$q" | grep -o -- '-smp [^ ]*' || echo 'no -smp')" >&2; exit 1 ;; esac
	case $boot in
	icount-*) case " $q " in *" -icount shift=0,sleep=off "*) ;; *) echo "bench-report: $boot: not -icount shift=0,sleep=off, the clock bench.sh gives" >&2; exit 1 ;; esac
		job="$dir/params-icount.sh $dir/pad-${boot##*-}.sh qemu/guest/job-bench.sh" ;;
	wall-*) case " $q " in *" -icount "*) echo "bench-report: $boot: a wall-clock boot with -icount" >&2; exit 1 ;; esac
		job="$dir/params-wall.sh $dir/pad-${boot##*-}.sh qemu/guest/job-bench.sh" ;;
	*) job=qemu/guest/job-allocs.sh ;;
	esac
	# shellcheck disable=SC2086
	want=$(cat $job 2>/dev/null | sha256sum | cut -d' ' -f1)
	grep -qx "job $want" "$dir/$boot/manifest" 2>/dev/null ||
		{ echo "bench-report: $boot: its manifest's job is not what bench.sh gives it ($job)" >&2; exit 1; }
	# a figure is only worth its kernel's state: no taint, no report
	# (qemu/host/console-scan.sh, the scanner every judge uses)
	found=$(sh qemu/host/console-scan.sh "$dir/$boot/console.log" | head -1)
	[ -z "$found" ] || { echo "bench-report: $boot: the console shows $(printf '%s' "$found" | tr '\t' ' ' | cut -c1-160)" >&2; exit 1; }
	taint=$(sed -n 's/^# tainted: \([0-9]*\)$/\1/p' "$log" | tail -1)
	[ "$taint" = 0 ] || { echo "bench-report: $boot: the guest says taint ${taint:-nothing} at its end, not 0" >&2; exit 1; }
	# the boot ran its job to the end, on the kernel of its column
	case $(cat "$dir/$boot/verdict" 2>/dev/null) in completed*) ;; *)
		echo "bench-report: $boot: the boot did not complete: $(cat "$dir/$boot/verdict" 2>/dev/null || echo no verdict)" >&2; exit 1 ;; esac
	grep -q '^guest: job done rc=0$' "$log" || { echo "bench-report: $boot: no \"guest: job done rc=0\"" >&2; exit 1; }
	col=${boot#*-}; col=${col%-[0-9]*}
	name=$(sed -n 's/^guest: kernel [^ ]* name \([^ ,]*\),.*/\1/p' "$log" | head -1)
	[ "$name" = "$col" ] || { echo "bench-report: $boot: the guest ran kernel ${name:-?}, the column is $col" >&2; exit 1; }
done

# The tables, from the boots' own lines: any .tsv already in DIR is made
# again, so a table says what its boots printed and nothing else.
: >"$dir/ops.tsv"; : >"$dir/scale.tsv"; : >"$dir/setup.tsv"; : >"$dir/entries.tsv"
: >"$dir/limits.txt"; : >"$dir/allocs.tsv"
for b in $boots; do
	log=$dir/$b/output.log
	case $b in
	allocs-*)
		sed -n "s/^# allocs: /${b#allocs-}|/p" "$log" | tr '|' '\t' >>"$dir/allocs.tsv" ;;
	*)
		clock=${b%%-*} rest=${b#*-}
		k=${rest%-*} p=${rest##*-}
		sed -n "s/^# bench: /$clock|$k|$p|/p" "$log" | tr '|' '\t' >>"$dir/ops.tsv"
		sed -n "s/^# scale: /$k|$p|/p" "$log" | tr '|' '\t' >>"$dir/scale.tsv"
		sed -n "s/^# setup: /$k|$p|/p" "$log" | tr '|' '\t' >>"$dir/setup.tsv"
		sed -n "s/^# entries: /$k|$p|/p" "$log" | tr '|' '\t' >>"$dir/entries.tsv"
		sed -n "s/^# limit: /$k: /p" "$log" >>"$dir/limits.txt" ;;
	esac
done
[ -s "$dir/ops.tsv" ] || fail "no \"# bench:\" line in any boot"
# every figure a positive number over a positive count, every row once
awk -F'\t' -v f=ops.tsv '
	$6 !~ /^[0-9]+(\.[0-9]+)?$/ || $6 + 0 <= 0 || $7 !~ /^[0-9]+$/ || $7 + 0 <= 0 { print f ": not a positive figure over a positive count: " $0; bad = 1 }
	++seen[$1 FS $2 FS $3 FS $4 FS $5] == 2 { print f ": a row twice: " $0; bad = 1 }
	END { exit bad }' "$dir/ops.tsv" >&2 || exit 1
# each measurement ran until BENCH_BUDGET ns of its clock had passed for
# each of its processes, and its iterations double: ns x iterations is
# between processes x BENCH_BUDGET and three times that (the last
# doubling, and the other process's share)
for clock in icount wall; do
	budget=$(sed -n 's/^BENCH_BUDGET=//p' "$dir/params-$clock.sh" 2>/dev/null)
	[ -n "$budget" ] || { grep -q "^$clock$tab" "$dir/ops.tsv" && fail "params-$clock.sh gives no BENCH_BUDGET"; continue; }
	awk -F'\t' -v c="$clock" -v budget="$budget" '$1 == c && ($6 * $7 < $5 * budget || $6 * $7 > 3 * $5 * budget) {
		printf "ops.tsv: %s-%s-%s %s, %d process(es): %s ns x %s iterations is not what a budget of %s ns gives\n", $1, $2, $3, $4, $5, $6, $7, budget; bad = 1 }
		END { exit bad }' "$dir/ops.tsv" >&2 || exit 1
done
awk -F'\t' '
	FILENAME ~ /\/scale\.tsv$/ && ($6 !~ /^[0-9]+(\.[0-9]+)?$/ || $6 + 0 <= 0 || $7 + 0 <= 0) { print "scale.tsv: not a positive figure over a positive count: " $0; bad = 1 }
	FILENAME ~ /\/scale\.tsv$/ && ++s[$1 FS $2 FS $3 FS $4 FS $5] == 2 { print "scale.tsv: a row twice: " $0; bad = 1 }
	FILENAME ~ /\/setup\.tsv$/ && ++u[$1 FS $2 FS $3 FS $4] == 2 { print "setup.tsv: a row twice: " $0; bad = 1 }
	FILENAME ~ /\/entries\.tsv$/ && ++e[$1 FS $2 FS $3 FS $4 FS $5] == 2 { print "entries.tsv: a row twice: " $0; bad = 1 }
	FILENAME ~ /\/allocs\.tsv$/ && ++a[$1 FS $2 FS $3] == 2 { print "allocs.tsv: a row twice: " $0; bad = 1 }
	END { exit bad }' "$dir/scale.tsv" "$dir/setup.tsv" "$dir/entries.tsv" "$dir/allocs.tsv" >&2 || exit 1
# a curve's points are the ones params-icount.sh gave (BENCH_TASKS,
# BENCH_NETNS), and what readdir listed is what they hold: on A, B's
# entries plus at most a namespace a point and one (the initial), on
# A-default B's, give or take one
ptasks=$(sed -n 's/^BENCH_TASKS="\(.*\)"$/\1/p' "$dir/params-icount.sh" 2>/dev/null)
pnetns=$(sed -n 's/^BENCH_NETNS="\(.*\)"$/\1/p' "$dir/params-icount.sh" 2>/dev/null)
awk -F'\t' -v tasks=" $ptasks " -v netns=" $pnetns " '
	FILENAME ~ /\/scale\.tsv$/ || FILENAME ~ /\/entries\.tsv$/ {
		if (!index($3 == "tasks" ? tasks : $3 == "netns" ? netns : "", " " $4 " ")) { fn = FILENAME; sub(/.*\//, "", fn); print fn ": a point params-icount.sh never gave: " $0; bad = 1 }
	}
	FILENAME ~ /\/entries\.tsv$/ { n[$1, $2, $3, $4, $5] = $6; key[$2 SUBSEP $3 SUBSEP $4 SUBSEP $5] = 1 }
	END {
		for (k in key) {
			split(k, f, SUBSEP); b = n["B", f[1], f[2], f[3], f[4]]
			if (b == "") continue
			a = n["A", f[1], f[2], f[3], f[4]]; d = n["A-default", f[1], f[2], f[3], f[4]]
			top = (f[2] == "netns" ? f[3] : 0) + 1
			if (a != "" && (a < b - 1 || a > b + top + 1)) { print "entries.tsv: A listed " a " in " f[4] " at " f[2] " " f[3] " (pair " f[1] "), B " b ": more than a namespace a point and one, or fewer than B"; bad = 1 }
			if (d != "" && (d < b - 1 || d > b + 1)) { print "entries.tsv: A-default listed " d " in " f[4] " at " f[2] " " f[3] " (pair " f[1] "), B " b; bad = 1 }
		}
		exit bad
	}' "$dir/scale.tsv" "$dir/entries.tsv" >&2 || exit 1
# no boot measured exactly what another did: instruction counts move
# with every allocation, so two boots that agree on every figure are one
# boot copied
awk -F'\t' '
	FILENAME ~ /\/ops\.tsv$/ { b = $1 "-" $2 "-" $3; sig[b] = sig[b] " " $6; n[b]++ }
	FILENAME ~ /\/scale\.tsv$/ { b = "icount-" $1 "-" $2 " curves"; sig[b] = sig[b] " " $6; n[b]++ }
	END { for (b in sig) if (n[b] >= 3) { if (sig[b] in who) { print b ": every figure is " who[sig[b]] "'"'"'s (a copy)"; bad = 1 } else who[sig[b]] = b }
	      exit bad }' "$dir/ops.tsv" "$dir/scale.tsv" >&2 || exit 1
# the work fits the guest's clock and grows with N: each instruction-clock
# boot's measurements (ns x iterations, over its processes) and setups
# within its init-to-end; the setup of a curve point no shorter than of a
# smaller one; each namespace of the netns curve one more entry of /proc
# on every kernel; and the run's host seconds no fewer than its boots'
for b in $boots; do
	case $b in icount-*) ;; *) continue ;; esac
	set -- $(sh qemu/host/console-clock.sh "$dir/$b/console.log")
	[ "$1" != - ] && [ "$2" != - ] || fail "$b: its console has no init and end of boot to hold its work to"
	k=${b#icount-} p=${k##*-} k=${k%-*}
	awk -F'\t' -v c="icount" -v k="$k" -v p="$p" -v g="$(awk -v i="$1" -v e="$2" 'BEGIN { print (e - i) * 1e9 }')" -v b="$b" '
		FILENAME ~ /ops\.tsv$/ && $1 == c && $2 == k && $3 == p { w += $6 * $7 / $5 }
		FILENAME ~ /setup\.tsv$/ && $1 == k && $2 == p { w += $5 }
		END { if (w > g) { printf "%s: %.1f s of measurements and setups in %.1f s of its guest clock\n", b, w / 1e9, g / 1e9; exit 1 } }' \
		"$dir/ops.tsv" "$dir/setup.tsv" >&2 || exit 1
done
awk -F'\t' '
	FILENAME ~ /setup\.tsv$/ { key = $1 FS $2 FS $3; if ((key in last) && $5 + 0 < last[key]) { print "setup.tsv: " $0 ": shorter than the smaller point before it (" last[key] ")"; bad = 1 } last[key] = $5 + 0 }
	FILENAME ~ /entries\.tsv$/ && $3 == "netns" { key = $1 FS $2 FS $5; if ($4 == 1) one[key] = $6; else if ((key in one) && $6 + 0 < one[key] + $4 - 1) { print "entries.tsv: " $0 ": fewer than one entry more a namespace than at 1 (" one[key] ")"; bad = 1 } }
	END { exit bad }' "$dir/setup.tsv" "$dir/entries.tsv" >&2 || exit 1
if [ -f "$dir/seconds" ]; then
	bs=$(cat "$dir"/*/verdict 2>/dev/null | sed -n 's/.* in \([0-9]*\) s$/\1/p' | awk '{ s += $1 } END { print s + 0 }')
	[ "$(cat "$dir/seconds")" -ge "$bs" ] || fail "the run's $(cat "$dir/seconds") host seconds are fewer than its boots' $bs, one after another"
fi
# ... nor a copy scaled: two boots' figures over the same operations, in
# the same ratio on every one of them to a twentieth of a percent (real
# kernels differ by operation; floors alone agree)
awk -F'\t' '
	{ b = $1 "-" $2 "-" $3; v[b, $4 FS $5] = $6; boots[b] = 1; ops[$4 FS $5] = 1 }
	END {
		for (x in boots) for (y in boots) {
			if (x >= y || substr(x, 1, index(x, "-")) != substr(y, 1, index(y, "-"))) continue
			n = 0; lo = hi = ""
			for (o in ops) if (((x, o) in v) && ((y, o) in v)) {
				r = v[x, o] / v[y, o]; n++
				if (lo == "" || r < lo) lo = r
				if (hi == "" || r > hi) hi = r
			}
			if (n >= 5 && hi <= lo * 1.0005) { print x ": every figure is " y "'"'"'s times " sprintf("%.4f", lo) " (a scaled copy)"; bad = 1 }
		}
		exit bad
	}' "$dir/ops.tsv" >&2 || exit 1
# no more memory available than the guest was given (its -m)
awk -F'\t' -v d="$dir" '{
	b = "icount-" $1 "-" $2
	if (!(b in mem)) { f = d "/" b "/qemu-cmdline"; mem[b] = ""; if ((getline l <f) > 0 && match(l, / -m [0-9]+ /)) mem[b] = substr(l, RSTART + 4, RLENGTH - 5) + 0; close(f) }
	if (mem[b] == "" || $6 + 0 > mem[b]) { print b ": MemAvailable " $6 " MB at " $3 " " $4 ", in a guest of " (mem[b] == "" ? "unknown" : mem[b]) " MB"; bad = 1 }
}
END { exit bad }' "$dir/setup.tsv" >&2 || exit 1

# cell(list, format): "median (min-max) n=N" of a space-separated list
lib='
function sorted(list, a,   n, i, j, t) {
	n = split(list, a, " ")
	for (i = 2; i <= n; i++) {
		t = a[i]
		for (j = i - 1; j > 0 && a[j] + 0 > t + 0; j--) a[j + 1] = a[j]
		a[j + 1] = t
	}
	return n
}
function median(list,   a, n) {
	n = sorted(list, a)
	return n ? ((n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2) : ""
}
function cell(list, f,   a, n) {
	n = sorted(list, a)
	if (!n) return "-"
	return sprintf(f " (" f "-" f ") n=%d", median(list), a[1], a[n], n)
}
'

# ops_table CLOCK HEADING: one row per (operation, cpus)
ops_table() {
	awk -F'\t' -v clock="$1" -v floor="$floor" "$lib"'
	BEGIN { print "operation\tprocesses\tA ns\tB ns\tA-default ns\tA/B\tA-default/B\tA/B, each over its boot'"'"'s floor" }
	$1 == clock {
		key = $4 "\t" $5
		if (!(key in seen)) { seen[key] = 1; order[++nk] = key }
		v[key, $2] = v[key, $2] " " $6
		t[key, $2, $3] = $6
		if ($4 == floor) fl[$2, $3, $5] = $6
		pairs[$3] = 1
	}
	END {
		for (i = 1; i <= nk; i++) {
			key = order[i]; split(key, f, "\t"); r = d = q = ""
			for (p in pairs) {
				if ((key, "A", p) in t && (key, "B", p) in t) {
					r = r " " t[key, "A", p] / t[key, "B", p]
					q = q " " t[key, "A", p] / fl["A", p, f[2]] / (t[key, "B", p] / fl["B", p, f[2]])
				}
				if ((key, "A-default", p) in t && (key, "B", p) in t)
					d = d " " t[key, "A-default", p] / t[key, "B", p]
			}
			printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", f[1], f[2],
				cell(v[key, "A"], "%.0f"), cell(v[key, "B"], "%.0f"),
				cell(v[key, "A-default"], "%.0f"), cell(r, "%.3f"), cell(d, "%.3f"), cell(q, "%.3f")
		}
	}' "$dir/ops.tsv" | table "$2"
}

# curves.tsv: per (curve, operation, N) the A, B cells, A/B, the A and B
# medians, then the A-default cell and median; exponents.tsv: curve
# operation, then fit and last-decade slope for A, B and A-default
awk -F'\t' "$lib"'
{
	key = $3 "\t" $5 "\t" $4
	if (!(key in seen)) { seen[key] = 1; order[++nk] = key }
	v[key, $1] = v[key, $1] " " $6
	t[key, $1, $2] = $6
	pairs[$2] = 1
}
END {
	for (i = 1; i <= nk; i++) {
		key = order[i]; r = ""
		for (p in pairs)
			if ((key, "A", p) in t && (key, "B", p) in t)
				r = r " " t[key, "A", p] / t[key, "B", p]
		printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", key, cell(v[key, "A"], "%.0f"),
			cell(v[key, "B"], "%.0f"), cell(r, "%.3f"),
			median(v[key, "A"]), median(v[key, "B"]),
			cell(v[key, "A-default"], "%.0f"), median(v[key, "A-default"])
	}
}' "$dir/scale.tsv" >"$dir/curves.tsv"

# Least-squares slope of log(ns) on log(N) over all points, and the slope
# over the last decade (the two largest N): the exponent of the growth.
awk -F'\t' '
function fit(c, o, k,   i, n, x, y, sx, sy, sxx, sxy) {
	n = split(xs[c, o], x, " ")
	if (n < 2 || split(ys[c, o, k], y, " ") != n) return "-\t-"
	for (i = 1; i <= n; i++) {
		sx += log(x[i]); sy += log(y[i])
		sxx += log(x[i]) ^ 2; sxy += log(x[i]) * log(y[i])
	}
	return sprintf("%.2f\t%.2f", (n * sxy - sx * sy) / (n * sxx - sx * sx),
		log(y[n] / y[n - 1]) / log(x[n] / x[n - 1]))
}
{
	key = $1 SUBSEP $2
	if (!(key in seen)) { seen[key] = 1; order[++nk] = key }
	xs[key] = xs[key] " " $3
	ys[key, "A"] = ys[key, "A"] " " $7
	ys[key, "B"] = ys[key, "B"] " " $8
	if ($10 != "") ys[key, "D"] = ys[key, "D"] " " $10
}
END {
	for (i = 1; i <= nk; i++) {
		split(order[i], k, SUBSEP)
		printf "%s\t%s\t%s\t%s\t%s\n", k[1], k[2], fit(k[1], k[2], "A"), fit(k[1], k[2], "B"),
			fit(k[1], k[2], "D")
	}
}' "$dir/curves.tsv" >"$dir/exponents.tsv"

# Goals: name, what was measured, met or not; computed, never asserted.
goals() {
	awk -F'\t' -v floor="$floor" "$lib"'
	function verdict(x, limit) { return x == "" ? "not measured" : (x + 0 <= limit ? "met" : "not met") }
	FILENAME ~ /ops.tsv$/ && $1 == "icount" && $2 == "A" && $5 == 1 {
		if ($4 == "stat self/net/dev") net[$3] = $6
		if ($4 == floor) fl[$3] = $6
	}
	FILENAME ~ /scale.tsv$/ {
		t[$1, $2, $3, $4, $5] = $6; pairs[$2] = 1
	}
	FILENAME ~ /ops.tsv$/ && $1 == "icount" && $4 ~ /[(]floor[)]$/ {
		fv[$2, $3, $4, $5] = $6; fops[$4 SUBSEP $5] = 1; fpair[$3] = 1
	}
	FILENAME ~ /ops.tsv$/ && $1 == "icount" && ($2 == "A-default" || $2 == "B") {
		dv[$2, $3, $4, $5] = $6; dops[$4 SUBSEP $5] = 1; dpair[$3] = 1
	}
	FILENAME ~ /entries.tsv$/ { ent[$1, $2, $3, $4] = $6 }
	FILENAME ~ /exponents.tsv$/ && $2 == "readdir /proc" { lastexp[$1] = $4 }
	FILENAME ~ /allocs.tsv$/ && $1 == "A" && $2 ~ /net/ && $4 + 0 != 0 { allocs = allocs sprintf("%s%s: %s %s", allocs == "" ? "" : "; ", $2, $4, $3) }
	FILENAME ~ /allocs.tsv$/ && $1 == "A" { nallocs++ }
	END {
		for (p in net) if (p in fl) g1 = g1 " " net[p] / fl[p]
		for (p in pairs) {
			if (("A", p, "netns", 1000, "readdir /proc") in t && ("B", p, "netns", 1000, "readdir /proc") in t &&
			    ("A", p, "netns", 1000) in ent && ("B", p, "netns", 1000) in ent) {
				g2 = g2 " " (t["A", p, "netns", 1000, "readdir /proc"] / ent["A", p, "netns", 1000]) / \
					(t["B", p, "netns", 1000, "readdir /proc"] / ent["B", p, "netns", 1000])
				g2n = g2n sprintf("%s%d/%d", g2n == "" ? "" : ", ", ent["A", p, "netns", 1000], ent["B", p, "netns", 1000])
			}
			if (("A", p, "tasks", 10000, "stat missing netns-ID") in t && ("A", p, "tasks", 10, "stat missing netns-ID") in t)
				g3 = g3 " " t["A", p, "tasks", 10000, "stat missing netns-ID"] / t["A", p, "tasks", 10, "stat missing netns-ID"]
		}
		for (k in fops) {
			split(k, o, SUBSEP)
			for (p in fpair) {
				if (!(("A", p, o[1], o[2]) in fv) || !(("B", p, o[1], o[2]) in fv)) continue
				r = fv["A", p, o[1], o[2]] / fv["B", p, o[1], o[2]]
				if (nf++ == 0 || r < flo) flo = r
				if (nf == 1 || r > fhi) fhi = r
			}
		}
		for (k in dops) {
			split(k, o, SUBSEP)
			for (p in dpair) {
				if (!(("A-default", p, o[1], o[2]) in dv) || !(("B", p, o[1], o[2]) in dv)) continue
				r = dv["A-default", p, o[1], o[2]] / dv["B", p, o[1], o[2]]
				c = o[2]
				if (nd[c]++ == 0 || r < dlo[c]) dlo[c] = r
				if (nd[c] == 1 || r > dhi[c]) dhi[c] = r
			}
		}
		print "goal\tmeasured on A\t"
		printf "the floors (every operation marked floor, 1 and 2 processes, instruction clock) at A/B 1.00 +/- 0.02\t%s\t%s\n",
			nf ? sprintf("%d ratios, %.3f to %.3f", nf, flo, fhi) : "-",
			nf ? (flo >= 0.98 && fhi <= 1.02 ? "met" : "not met") : "not measured"
		printf "stat /proc/self/net/dev within 1.3x of stat /proc/self/stat (instruction clock, 1 process)\t%s\t%s\n",
			cell(g1, "%.3f"), verdict(median(g1), 1.3)
		printf "readdir /proc per listed entry within 1.1x of B at 1000 namespaces\tA/B %s (entries listed, A/B: %s)\t%s\n",
			cell(g2, "%.3f"), g2n == "" ? "-" : g2n, verdict(median(g2), 1.1)
		for (c = 1; c <= 2; c++)
			printf "A-default/B within 1.00 +/- 0.01 on every operation (instruction clock, %d process%s)\t%s\t%s\n",
				c, c == 1 ? "" : "es", nd[c] ? sprintf("%d ratios, %.3f to %.3f", nd[c], dlo[c], dhi[c]) : "-",
				nd[c] ? (dlo[c] >= 0.99 && dhi[c] <= 1.01 ? "met" : "not met") : "not measured"
		e = ("tasks" in lastexp && "netns" in lastexp) ? (lastexp["tasks"] > lastexp["netns"] ? lastexp["tasks"] : lastexp["netns"]) : ""
		printf "readdir /proc growing linearly in tasks + namespaces (exponent over the last decade at most 1.1)\ttasks %s, namespaces %s\t%s\n",
			("tasks" in lastexp) ? lastexp["tasks"] : "-", ("netns" in lastexp) ? lastexp["netns"] : "-", verdict(e, 1.1)
		printf "a lookup of a missing netns name costs the same at 10 and at 10000 threads (within 1.1x)\t10000 threads / 10 threads %s\t%s\n",
			cell(g3, "%.3f"), verdict(median(g3), 1.1)
		printf "zero dentry or inode allocations per repeated walk through net/\t%s\t%s\n",
			nallocs ? (allocs == "" ? "none in any walk" : allocs " per 1000") : "-",
			nallocs ? (allocs == "" ? "met" : "not met") : "not measured"
	}' "$dir/ops.tsv" "$dir/scale.tsv" "$dir/entries.tsv" "$dir/exponents.tsv" "$dir/allocs.tsv" |
		table Goals
}

# curve CURVE TITLE HEADING: the table and the plot of one curve
curve() {
	grep -q "^$1$tab" "$dir/curves.tsv" || return 0
	awk -F'\t' -v c="$1" -v t="$2" 'BEGIN { print "operation\t" t "\tA ns\tB ns\tA/B\tA-default ns" }
		$1 == c { printf "%s\t%s\t%s\t%s\t%s\t%s\n", $2, $3, $4, $5, $6, $9 }' "$dir/curves.tsv" | table "$3"
	echo
	echo "Growth exponent (slope of log ns against log N): fitted over all points, and over the last decade alone."
	echo
	awk -F'\t' -v c="$1" 'BEGIN { print "operation\tA fit\tA last decade\tB fit\tB last decade\tA-default fit\tA-default last decade" }
		$1 == c { printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", $2, $3, $4, $5, $6, $7, $8 }' "$dir/exponents.tsv" | table "$3"
	echo
	echo "![cost against $2](bench-$1.png)"
	echo
	plot_curve "$1" "$2"
}

# plot_curve CURVE XLABEL: one log-log panel per operation, A and B
plot_curve() {
	ops=$(awk -F'\t' -v c="$1" '$1 == c && !seen[$2]++ { print $2 }' "$dir/curves.tsv")
	n=$(echo "$ops" | wc -l)
	{
		echo "set terminal pngcairo size 1500,$(( (n + 3) / 4 * 330 + 40 )) font ',9'"
		echo "set output '$dir/bench-$1.png'"
		echo "set multiplot layout $(( (n + 3) / 4 )),4 title 'ns per operation against $2 (instruction clock, log-log; median of the boots)'"
		echo "set logscale xy; set grid; set key bottom right; set offsets graph 0.05, graph 0.05, graph 0.25, graph 0.25; set xlabel '$2'; set ylabel 'ns'"
		echo "set format y '10^{%L}'; set format x '10^{%L}'"
		i=0
		echo "$ops" | while IFS= read -r op; do
			i=$((i + 1))
			awk -F'\t' -v c="$1" -v o="$op" '$1 == c && $2 == o { print $3, $7, $8, ($10 == "" ? "NaN" : $10) }' \
				"$dir/curves.tsv" >"$dir/curve-$1-$i.dat"
			echo "set title '$op'"
			echo "plot '$dir/curve-$1-$i.dat' using 1:2 with linespoints lw 2 pt 7 title 'A', '' using 1:3 with linespoints lw 2 pt 5 title 'B', '' using 1:4 with linespoints lw 1 dt 2 pt 6 title 'A-default'"
		done
		echo "unset multiplot"
	} >"$dir/bench-$1.gp"
	gnuplot "$dir/bench-$1.gp"
}

# The bar chart: A/B per operation, instruction clock (bars, min-max) and
# wall clock (points, min-max).
plot_ratios() {
	awk -F'\t' "$lib"'
	{
		key = $4 ", " $5 " process" ($5 > 1 ? "es" : "")
		if (!(key in seen)) { seen[key] = 1; order[++nk] = key }
		t[$1, key, $2, $3] = $6; pairs[$3] = 1
	}
	END {
		for (i = 1; i <= nk; i++) {
			key = order[i]
			for (c = 1; c <= 2; c++) {
				clock = c == 1 ? "icount" : "wall"; r[c] = ""
				for (p in pairs)
					if ((clock, key, "A", p) in t && (clock, key, "B", p) in t)
						r[c] = r[c] " " t[clock, key, "A", p] / t[clock, key, "B", p]
			}
			if (r[1] == "") continue
			n1 = sorted(r[1], a1); n2 = sorted(r[2], a2)
			printf "\"%s\"\t%s\t%s\t%s\t%s\t%s\t%s\n", key, median(r[1]), a1[1], a1[n1],
				n2 ? median(r[2]) : "NaN", n2 ? a2[1] : "NaN", n2 ? a2[n2] : "NaN"
		}
	}' "$dir/ops.tsv" >"$dir/ratios.dat"
	n=$(wc -l <"$dir/ratios.dat")
	gnuplot <<GP
set terminal pngcairo size 1000,$(( n * 24 + 120 )) font ',10'
set output '$dir/bench.png'
set title 'A/B time per operation: bars instruction clock, points wall clock (median, min-max)'
set yrange [$n - 0.3:-0.7]
set xrange [0:*]
set xlabel 'A / B (below 1: A is cheaper)'
set grid xtics
set style fill solid 0.5
set arrow from 1, graph 0 to 1, graph 1 nohead lc rgb 'red'
plot '$dir/ratios.dat' using 2:0:(0):2:(\$0 - 0.3):(\$0 + 0.3):ytic(1) with boxxyerror lc rgb '#4070c0' title 'instruction clock', \
     '' using 2:0:3:4 with xerrorbars lc rgb 'black' pt -1 notitle, \
     '' using 5:0:6:7 with xerrorbars lc rgb '#c04000' pt 7 title 'wall clock'
GP
}

plot_ratios
akernel=$(sed -n 's/^guest: kernel \([^ ]*\) .*/\1/p' "$dir"/icount-A-1/output.log 2>/dev/null)
# table HEADING: stdin's table (TSV) as markdown, its cells into bench.md.tsv
cells=$dir/bench.md.tsv
: >"$cells"
table() { sh qemu/host/md-table.sh "$cells" "bench: $1"; }
sh qemu/host/md-table.sh -h "$cells" "bench: Benchmarks: A against B" "perf config: no lockdep"
{
	echo "## Benchmarks: A against B (perf config: no lockdep)"
	echo
	echo "A is the kernel \`${akernel:-?}\` (series-netns-id, $(wc -l <series-netns-id/series) patches) with /proc"
	echo "mounted net=link; A-default is the same kernel with /proc mounted"
	echo "without the option. Each cell is median (min-max) n=runs, one run per"
	echo "boot, boots interleaved A B A-default A-default B A; A/B and A-default/B"
	echo "pair each boot with the B boot next to it. Host time for the whole"
	echo "run: $seconds s."
	# which run: its boots' provenance and its curves (no free text from
	# the run: a document quotes no figure the judges do not hold)
	echo
	echo "The boots were $(sh qemu/host/provenance.sh stamp "$dir"/icount-A-1 "$dir"/icount-B-1 2>/dev/null || echo "of no known commit"), with curves to" \
		"$(sed -n 's/^BENCH_TASKS="\(.*\)"$/\1/p' "$dir/params-icount.sh" 2>/dev/null | awk '{ print $NF }') threads and" \
		"$(sed -n 's/^BENCH_NETNS="\(.*\)"$/\1/p' "$dir/params-icount.sh" 2>/dev/null | awk '{ print $NF }') namespaces."
	echo
	echo "### Goals"
	echo
	goals
	echo
	echo "### Instruction clock"
	echo
	echo "QEMU \`-icount shift=0,sleep=off\`: the guest's clock advances one"
	echo "nanosecond per instruction executed, whatever the host's load, so"
	echo "\"ns\" here counts instructions. One vCPU (with -smp 2, -icount hung"
	echo "in the secondary CPU's bring-up), so 2 processes share it. The floors"
	echo "(stat /proc/self/stat, open+read of a tmpfs file) run the same code on"
	echo "every kernel; open+read /proc/version does not: patch 1 keeps its walk"
	echo "in RCU-walk on A and A-default, where 6.12 leaves RCU-walk at"
	echo "proc_misc_d_revalidate(). Each measurement runs until"
	echo "$(sed -n 's/^BENCH_BUDGET=//p' "$dir/params-icount.sh" 2>/dev/null) ns of the guest's clock have passed: a walk that allocates"
	echo "a dentry and an inode (B's and A-default's walks through net/) frees"
	echo "them after a grace period, and the frees still pending when a"
	echo "measurement ends are charged to none, a share that shrinks as the"
	echo "measurement grows."
	echo
	ops_table icount "Instruction clock"
	echo
	echo "### Wall clock"
	echo
	echo "Plain TCG, one vCPU, on a shared 2-core host: ratios only, and noisy."
	echo
	ops_table wall "Wall clock"
	echo
	echo "![A/B ratios](bench.png)"
	echo
	echo "### Allocations per 1000 operations"
	echo
	echo "SLUB_STATS alloc_fastpath + alloc_slowpath over 1000 repeated"
	echo "operations after one that warms the dcache, slab_nomerge, untimed."
	echo
	awk -F'\t' 'BEGIN { print "operation\tcache\tA\tB\tA-default" }
	{ key = $2 "\t" $3; if (!(key in seen)) { seen[key] = 1; order[++n] = key } v[key, $1] = $4 }
	function val(k, kernel) { return ((k, kernel) in v) ? v[k, kernel] : "-" }
	END { for (i = 1; i <= n; i++) { split(order[i], f, "\t")
		printf "%s\t%s\t%s\t%s\t%s\n", f[1], f[2], val(order[i], "A"), val(order[i], "B"), val(order[i], "A-default") } }' "$dir/allocs.tsv" |
		table "Allocations per 1000 operations"
	echo
	echo "### Cost against the number of tasks"
	echo
	echo "One process with N threads (PTHREAD_STACK_MIN stacks), plus one"
	echo "process in a second namespace (OTHER, and the namespace that is not"
	echo "visible under hidepid=invisible to nobody). Instruction clock."
	echo
	curve tasks "threads" "Cost against the number of tasks"
	echo "### Cost against the number of network namespaces"
	echo
	echo "N namespaces besides the initial one, each held by one sleeping"
	echo "process. Instruction clock."
	echo
	curve netns "namespaces" "Cost against the number of network namespaces"
	echo "### Setup"
	echo
	echo "Guest time (instructions) to grow to N, and MemAvailable after it"
	echo "(guest memory $(sed -n 's/.* -m \([0-9]*\) .*/\1/p' "$dir/icount-A-1/qemu-cmdline") MB), per boot:"
	echo
	awk -F'\t' "$lib"'
	BEGIN { print "kernel\tcurve\tN\tsetup ms (guest)\tMemAvailable MB" }
	{ key = $1 "\t" $3 "\t" $4; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
	  s[key] = s[key] " " $5 / 1e6; m[key] = m[key] " " $6 }
	END { for (i = 1; i <= n; i++) { split(order[i], f, "\t")
		printf "%s\t%s\t%s\t%s\t%s\n", f[1], f[2], f[3], cell(s[order[i]], "%.0f"), cell(m[order[i]], "%.0f") } }' "$dir/setup.tsv" |
		table Setup
	echo
	if [ -s "$dir/limits.txt" ]; then
		echo "Curves stopped early:"
		echo
		sed 's/^/- /' "$dir/limits.txt"
		echo
	fi
	echo "Host seconds per boot:"
	echo
	for v in "$dir"/*/verdict; do
		b=${v%/verdict}
		printf '%s %s; ' "${b##*/}" "$(sed -n 's/.* in \([0-9]*\) s$/\1/p' "$v")"
	done | sed 's/; $/\n/'
} >"$dir/bench.md"
