#!/bin/sh
# make bench: interleaved timed runs of the benchmark on the perf kernels
# of A and B (A, B, A, B, ... BENCH_ROUNDS boots each), one untimed
# allocation-count run on their SLUB_STATS kernels, then the summary:
# build/bench/bench.md, bench.tsv and bench.png.  Reports; never judges.
set -eu
rounds=${BENCH_ROUNDS:-5}
out=build/bench
rm -rf "$out"
mkdir -p "$out"
r=1
while [ $r -le "$rounds" ]; do
	for k in A B; do
		QEMU_SMP=2 QEMU_MEM=2048 sh qemu/host/run.sh "build/$k/perf/bzImage" \
			"build/$k/initramfs.cpio" "$out/$k-$r" "${BOOT_TIMEOUT:-300}" \
			qemu/guest/job-bench.sh 2>/dev/null || true
		echo "bench: round $r $k: $(cat "$out/$k-$r/verdict")"
		sed -n "s/^# bench: /$k\t$r\t/p" "$out/$k-$r/output.log" | tr '|' '\t' >>"$out/runs.tsv"
	done
	r=$((r + 1))
done
for k in A B; do
	QEMU_SMP=2 QEMU_MEM=2048 sh qemu/host/run.sh \
		"build/$k/stats/bzImage" "build/$k/initramfs.cpio" "$out/$k-allocs" \
		"${BOOT_TIMEOUT:-300}" qemu/guest/job-allocs.sh 2>/dev/null || true
	sed -n "s/^# allocs: /$k\t/p" "$out/$k-allocs/output.log" | tr '|' '\t' >>"$out/allocs.tsv"
done

# runs.tsv: kernel round op namespaces cpus ns.  Per (op, namespaces,
# cpus): min/median/max of each kernel, and of the per-round ratio A/B.
sort -t "$(printf '\t')" -k3,3 -k4,4n -k5,5n "$out/runs.tsv" | awk -F'\t' '
function stats(list,   n, a, i, j, t) {
	n = split(list, a, " ")
	for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
		if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
	med = (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	return sprintf("%s\t%s\t%s", a[1], med, a[n])
}
{
	key = $3 "\t" $4 "\t" $5
	if (!(key in seen)) { seen[key] = 1; order[++nk] = key }
	v[key, $1] = v[key, $1] " " $6
	t[key, $1, $2] = $6
	rounds[$2] = 1
}
END {
	for (i = 1; i <= nk; i++) {
		key = order[i]; ratios = ""
		for (r in rounds)
			if ((key, "A", r) in t && (key, "B", r) in t && t[key, "B", r] > 0)
				ratios = ratios " " sprintf("%.3f", t[key, "A", r] / t[key, "B", r])
		a = ((key, "A") in v) ? stats(v[key, "A"]) : "-\t-\t-"
		b = ((key, "B") in v) ? stats(v[key, "B"]) : "-\t-\t-"
		q = ratios != "" ? stats(ratios) : "-\t-\t-"
		print key "\t" a "\t" b "\t" q
	}
}' >"$out/bench.tsv"

{
	echo "## Benchmarks: A against B (perf config: no lockdep, 2 CPUs)"
	echo
	echo "Nanoseconds per operation inside the guest, over $rounds boots of each"
	echo "kernel, interleaved (A, B, A, B, ...): median (min-max). The clock is"
	echo "QEMU TCG on a shared 2-core machine, so the ratios count and absolute"
	echo "times do not. Ratio is A/B per round, median (min-max); - where the"
	echo "path does not exist on a kernel."
	echo
	echo "| operation | namespaces | processes | A ns | B ns | A/B |"
	echo "|---|---|---|---|---|---|"
	awk -F'\t' '{ printf "| %s | %s | %s | %s (%s-%s) | %s (%s-%s) | %s (%s-%s) |\n",
		$1, $2, $3, $5, $4, $6, $8, $7, $9, $11, $10, $12 }' "$out/bench.tsv"
	echo
	echo "Allocations per 1000 operations (SLUB_STATS alloc_fastpath +"
	echo "alloc_slowpath, slab_nomerge, untimed run):"
	echo
	echo "| operation | cache | A | B |"
	echo "|---|---|---|---|"
	awk -F'\t' '{ key = $2 "\t" $3; if (!(key in seen)) { seen[key] = 1; order[++n] = key } v[key, $1] = $4 }
	END { for (i = 1; i <= n; i++) { split(order[i], f, "\t")
		printf "| %s | %s | %s | %s |\n", f[1], f[2], ((order[i], "A") in v) ? v[order[i], "A"] : "-", ((order[i], "B") in v) ? v[order[i], "B"] : "-" } }' "$out/allocs.tsv"
	echo
	echo "![A/B ratios](bench.png)"
} >"$out/bench.md"

# The plot: median A/B ratio per operation, with min-max error bars.
awk -F'\t' '$11 != "-" { printf "\"%s, %s ns, %s cpu\"\t%s\t%s\t%s\n", $1, $2, $3, $11, $10, $12 }' \
	"$out/bench.tsv" >"$out/ratios.dat"
gnuplot <<GP
set terminal png size 1100,600
set output "$out/bench.png"
set title "A/B time per operation (median of $rounds interleaved boots, min-max bars)"
set style fill solid 0.5
set boxwidth 0.6
set yrange [0:*]
set xtics rotate by -40 font ",8"
set ylabel "A / B"
set grid ytics
plot "$out/ratios.dat" using 0:2:xtic(1) with boxes notitle, \
     "" using 0:2:3:4 with yerrorbars notitle lc rgb "black", 1 notitle lc rgb "red"
GP
cat "$out/bench.md"
