#!/bin/sh
# make fuzz: trinity against each kernel, seed FUZZ_SEED, FUZZ_MIN minutes
# per kernel and run, split over the victims, or FUZZ_VICTIM_S seconds
# each victim where that is set (make compare's short runs).
#   fuzz.sh KERNEL...      fuzz.sh -r DIR judges the boots in DIR again
#   (make rejudge: the parameters and kernels as DIR/params recorded
#   them, the table rendered again, nothing booted)
# Two runs per kernel (FUZZ_RUNS): "root" (qemu/guest/job-fuzz.sh) and
# "unprivileged" (job-fuzz-user.sh: uid 1000 in a crun container).
# Writes FUZZ_OUT/KERNEL/ and FUZZ_OUT/KERNEL-unprivileged/ and
# FUZZ_OUT/fuzz.md, FUZZ_OUT being build/fuzz (build/fuzz-FLAVOUR and
# fuzz-FLAVOUR.md for other flavours) unless set, its cells beside it
# (qemu/host/md-table.sh: fuzz.md.tsv); copies both for make
# compare.  Clears FUZZ_OUT first: only this run's results are there to be
# judged (qemu/host/judge.sh, the "fuzz" and "fuzz-unprivileged" boots).
set -eu
. qemu/host/settings.sh
rejudge=0
if [ "${1:-}" = -r ]; then
	rejudge=1 out=$2
	# the run's parameters are data: one line of the shape written below,
	# each value a number or words, read field by field, never run
	line=$(cat "$out/params" 2>/dev/null || true)
	if [ "$(grep -c '' "$out/params" 2>/dev/null)" != 1 ] || [ "$(printf '%s\n' "$line" | grep -cxE 'minutes=[0-9]+ seed=[0-9]+ flavour=[a-z]+ runs="[a-z ]+" per_victim=[0-9]+ fuzz_kernels="[A-Za-z -]+"')" != 1 ]; then
		echo "1..1"
		echo "not ok 1 - params: not the one line make fuzz writes: $(printf '%.120s' "$line")"
		exit 1
	fi
	field() { printf '%s\n' "$line" | sed "s/.*$1=\"\{0,1\}\([^\"=]*\)\"\{0,1\}\( [a-z_]*=.*\)\{0,1\}\$/\1/"; }
	minutes=$(field minutes) seed=$(field seed) flavour=$(field flavour)
	runs=$(field runs) per_victim=$(field per_victim) fuzz_kernels=$(field fuzz_kernels)
	# shellcheck disable=SC2086
	set -- $fuzz_kernels
else
	minutes=${FUZZ_MIN:-2} seed=${FUZZ_SEED:-20130321} flavour=${CONFIG:-test}
	runs=${FUZZ_RUNS:-root unprivileged} per_victim=${FUZZ_VICTIM_S:-0}
fi
md=fuzz.md slack=$(fuzz_slack "$flavour")
out=${out:-$BUILD/fuzz}
# Sanitizer kernels boot, run the churn test and scan for leaks far slower.
[ "$flavour" = test ] || md=fuzz-$flavour.md
[ $rejudge = 1 ] || [ "$flavour" = test ] || out=$BUILD/fuzz-$flavour
[ $rejudge = 1 ] || out=${FUZZ_OUT:-$out}
if [ $rejudge = 0 ]; then
	rm -rf "$out"
	mkdir -p "$out"
	# what the judge and the table rest on, for make rejudge
	printf 'minutes=%s seed=%s flavour=%s runs="%s" per_victim=%s fuzz_kernels="%s"\n' \
		"$minutes" "$seed" "$flavour" "$runs" "$per_victim" "$*" >"$out/params"
fi
secs=$((minutes * 60))
# the guest's time limit below: at most four victims
[ "$per_victim" = 0 ] || secs=$((per_victim * 4))
# $md.tsv: the cells of $md's tables, for report.json
cells=$out/$md.tsv section="${md%.md}: Trinity"
: >"$cells"
budget="$minutes min per kernel and run"
[ "$per_victim" = 0 ] || budget="$per_victim s per victim"
how="Debian's 2023.01, seed $seed, $budget, $flavour kernels"
sh qemu/host/md-table.sh -h "$cells" "$section" "$how"
printf '## Trinity (%s)\n\n' "$how" >"$out/$md"
# Each kernel's runs in order, FUZZ_PARALLEL (2) kernels at a time: each
# guest is one TCG thread, on one host CPU while there are no more guests
# than CPUs.  Rows go to DIR.rows, joined in order below.
fuzz_kernel() {	# fuzz_kernel KERNEL
	k=$1
	for run in $runs; do
		fuzz_run
	done
}
fuzz_run() {
	image=$BUILD/${k%-default}/bzImage	# A-default boots A's kernel
	[ "$flavour" = test ] || image=$BUILD/${k%-default}/$flavour/bzImage
	dir=$k boot=fuzz
	[ "$run" = root ] || dir=$k-$run boot=fuzz-$run
	if [ $rejudge = 0 ]; then
		sh qemu/host/job.sh $boot "$seed" "$secs" "$per_victim" >"$out/$dir.job"
		sh qemu/host/run.sh "$image" "$BUILD/$k/initramfs.cpio" "$out/$dir" \
			$((secs + slack)) "$out/$dir.job" 2>/dev/null || true
	fi
	echo "fuzz: $dir: $(cat "$out/$dir/verdict")"
	grep '^# fuzz\|^ok\|^not ok\|^# measured' "$out/$dir/output.log" | sed "s/^/fuzz: $dir: /" || true
	awk -v k="$k" -v run="$run" '
	/^# fuzz-start: / { start[$3] = $6 }	# "# fuzz-start: VICTIM => uptime S"
	/^# measured: .*net_namespace/ { churn = $0; sub(/^# measured: /, "", churn) }
	/^# fuzz: / { v = $3; sub(/^# fuzz: [^=]* => /, ""); res[v] = $0; order[++n] = v }
	/^# fuzz-probe: / { v = $3; sub(/^# fuzz-probe: [^=]* => /, ""); probe[v] = probe[v] "; " $0 }
	/^# fuzz-as: / { v = $3; sub(/^# fuzz-as: [^=]* => /, ""); probe[v] = probe[v] "; as " $0 }
	/^# fuzz-hung: / {
		v = $3; pids[v] = pids[v] " " $6 " "
		sub(/^# fuzz-hung: [^=]* => /, ""); hung[v] = hung[v] (hung[v] ? "; " : "") $0
	}
	/INFO: task .* blocked for more than/ {	# console time: seconds since boot
		t = $0; sub(/^\[ */, "", t); sub(/\].*/, "", t); report[++nr] = t + 0
		p = $0; sub(/ blocked for.*/, "", p); sub(/.*:/, "", p); reported[nr] = p
	}
	END {
		for (i = 1; i <= n; i++) {
			v = order[i]; h = hung[v] ? hung[v] : "none"
			first = ""
			for (j = nr; j >= 1; j--)	# the first report of one of its tasks
				if (index(pids[v], " " reported[j] " ")) first = report[j]
			if (hung[v] && first != "")
				h = h sprintf(" (first hung-task report %.0f s after this victim started)", first - start[v])
			else if (hung[v])	# hung_task_warnings (10) spent on earlier ones
				h = h " (no hung-task report of these tasks)"
			printf "%s\t%s\t%s\t%s%s\t%s\n", k, run, v, res[v], probe[v], h
		}
		if (churn != "") printf "%s\t%s\tnamespace churn afterwards\t%s\t\n", k, run, churn
	}' "$out/$dir/output.log" "$out/$dir/console.log" >"$out/$dir.rows"
}
dirs=
for k in "$@"; do
	for run in $runs; do
		[ "$run" = root ] && dirs="$dirs $k" || dirs="$dirs $k-$run"
	done
done
while [ $# -gt 0 ]; do
	i=0
	while [ $# -gt 0 ] && [ $i -lt "${FUZZ_PARALLEL:-2}" ]; do
		fuzz_kernel "$1" >"$out/$1.log" 2>&1 &
		shift
		i=$((i + 1))
	done
	wait
done
for d in $dirs; do
	cat "$out/${d%-unprivileged}.log" 2>/dev/null | grep "^fuzz: $d:" || true
done
{
	printf 'kernel\trun\tvictim\tresult\ttasks left in D state\n'
	for d in $dirs; do cat "$out/$d.rows" 2>/dev/null || true; done
} | sh qemu/host/md-table.sh "$cells" "$section" >>"$out/$md"
echo >>"$out/$md"
for k in $dirs; do
	if grep -q 'KernelAddressSanitizer initialized' "$out/$k/console.log"; then
		echo "$k: $(grep -c 'BUG: KASAN' "$out/$k/console.log") KASAN reports on the console." >>"$out/$md"
		echo >>"$out/$md"
	fi
	ex=$(sh qemu/host/console-excerpt.sh "$out/$k/console.log" | grep -E 'INFO: task|locks? held by|#[0-9]+:' | head -8)
	bad=$(sh qemu/host/console-scan.sh "$out/$k/console.log" | grep -v '^hung-task' | cut -f2 | head -3 || true)
	[ -n "$ex$bad" ] || { echo "$k console: no oops, warning, sanitizer or hung-task report." >>"$out/$md"; continue; }
	printf '%s console:\n\n```\n%s\n%s\n```\n\n' "$k" "$bad" "$ex" >>"$out/$md"
done
# kmemleak: each unreferenced object by its origin, the first caller in
# its backtrace outside the allocators, and whether any frame is procfs or
# network-namespace code (a leak there is a series bug).
for k in $dirs; do
	grep -q '^#   kmemleak| ' "$out/$k/output.log" || continue
	echo "$k kmemleak, unreferenced objects by origin:"
	echo
	sed -n 's/^#   kmemleak| //p' "$out/$k/output.log" | awk '
	BEGIN { print "objects\torigin\tbacktrace reaches fs/proc or netns code" }
	function flush() {
		if (origin == "") return
		key = origin "\t" (ours ? "yes: " ours : "no")
		if (!(key in count)) order[++n] = key
		count[key]++
		origin = ours = ""
	}
	/^unreferenced object/ { flush(); origin = "?"; top = 1 }
	/^ *\[<.*>\] / {
		f = $2; sub(/\+.*/, "", f)
		if (f ~ /^(proc_|pde_|pid_|tid_|__proc|netns|net_ns|copy_net_ns|setup_net|cleanup_net|nsfs|ns_get|__ns_get)/)
			ours = ours (ours ? ", " : "") f
		if (top && f !~ /^(_+)?(kmem_cache_|kmalloc|kzalloc|kcalloc|krealloc|kmemdup|kstrdup|kvmalloc|vmalloc|vzalloc|slab_|alloc_pages|pcpu_|__kmalloc|__vmalloc|__kmem_cache_|__do_kmalloc)/) {
			origin = f; top = 0
		}
	}
	END {
		flush()
		for (i = 1; i <= n; i++) printf "%d\t%s\n", count[order[i]], order[i]
	}' | sh qemu/host/md-table.sh "$cells" "$section"
	echo
done >>"$out/$md"
# make fuzz judges its runs as make check judges its trinity boots
# (qemu/host/judge.sh, JUDGE_BOOTS); make check (FUZZ_OUT set) judges them
# in its own run.
failed=0
if [ -z "${FUZZ_OUT:-}" ] || [ $rejudge = 1 ]; then
	n=1 passed=0
	rm -rf "$out/judge"
	for d in $dirs; do
		k=${d%-unprivileged} boot=fuzz
		[ "$d" = "$k" ] || boot=fuzz-unprivileged
		mkdir -p "$out/judge/$k/runs"
		ln -sfn "../../../$d" "$out/judge/$k/runs/$boot"
		echo "$boot: $(cat "$out/$d/verdict")" >>"$out/judge/$k/verdicts"
	done
	for k in $(ls "$out/judge"); do
		JUDGE_FUZZ="$seed $secs $per_victim" JUDGE_FLAVOUR=$flavour JUDGE_PEERS=$out JUDGE_BOOTS=$(sed 's/:.*//' "$out/judge/$k/verdicts" | tr '\n' ' ') TAP_START=$n \
			sh qemu/host/judge.sh "$k" "$out/judge/$k" compare-tests >"$out/judge/$k/tap" || true
		set -- $(sed -n 's/^# counts: //p' "$out/judge/$k/tap")
		passed=$((passed + $1)) failed=$((failed + $2)) n=$5
		grep -v '^# counts:' "$out/judge/$k/tap"
	done
	echo "Judged by qemu/host/judge.sh: $passed passed, $failed failed." >>"$out/$md"
	echo >>"$out/$md"
	echo "1..$((n - 1))"
	echo "# $passed passed, $failed failed"
fi
# make fuzz feeds the report; make check (FUZZ_OUT set) keeps its runs apart
[ -n "${FUZZ_OUT:-}" ] || [ $rejudge = 1 ] || [ ! -d "$BUILD/compare" ] || cp "$out/$md" "$cells" "$BUILD/compare/"
cat "$out/$md"
[ "$failed" = 0 ]
