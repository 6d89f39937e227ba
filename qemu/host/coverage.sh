#!/bin/sh
# make coverage: which of the lines series-netns-id adds the suite runs.
# Boots A's coverage flavour (qemu/host/build-kernel.sh: gcov on each .c
# file the series changes) with every boot of make check, as A and as
# A-default (qemu/host/boot-tests.sh; trinity COVERAGE_VICTIM_S seconds a
# victim) and with make faults' job (qemu/guest/job-faults.sh: the flavour
# has fault injection), each boot ending with its gcov counters
# (qemu/guest/job-gcov-dump.sh).  lcov reads each boot's counters and adds
# them up; then every executable line the series adds (git diff base..A)
# is counted, and each one never executed is listed with its reason from
# compare-tests/results/coverage-reasons, or "needs a test" where it has none.
# Writes build/coverage/coverage.md (its cells in coverage.md.tsv) and
# build/coverage/lcov.info;
# coverage.sh -r makes them again from the boots of the last run.
set -eu
. qemu/host/settings.sh
out=$BUILD/coverage
obj=$BUILD_ABS/A/obj-coverage
src=$BUILD/A/src
reasons=compare-tests/results/coverage-reasons
# coverage.sh -r: the report again from the boots already there
if [ "${1:-}" != -r ]; then
	rm -rf "$out"
	mkdir -p "$out"
	BOOT_FLAVOUR=coverage BOOT_JOB_AFTER=qemu/guest/job-gcov-dump.sh \
		FUZZ_VICTIM_S=${COVERAGE_VICTIM_S:-10} sh qemu/host/boot-tests.sh "$out" A A-default
	# and make faults' sweeps, for the error paths no boot of make check takes
	sh qemu/host/run.sh $BUILD/A/coverage/bzImage $BUILD/A/initramfs.cpio "$out/A-faults/runs/faults" \
		"${FAULTS_TIMEOUT:-1800}" qemu/guest/job-faults.sh qemu/guest/job-gcov-dump.sh 2>/dev/null || true
fi
rm -rf "$out/info"
mkdir -p "$out/info"

boots=0
for log in "$out"/*/runs/*/output.log; do
	run=${log%/output.log}
	rm -rf "$out/gcda"
	mkdir -p "$out/gcda"
	if ! sed -n '/^# gcov-begin$/,/^# gcov-end$/p' "$log" | sed '1d;$d' | base64 -d |
		tar -xz -C "$out/gcda" 2>/dev/null || [ ! -d "$out/gcda$obj" ]; then
		echo "coverage: no counters from $run ($(cat "$run/verdict"))" >&2
		continue
	fi
	# the guest's debugfs mirrors this build's paths
	find "$obj" -name '*.gcda' -delete
	(cd "$out/gcda$obj" && find . -name '*.gcda') | while read -r f; do
		cp "$out/gcda$obj/$f" "$obj/$f"
	done
	boots=$((boots + 1))
	lcov -q --capture --directory "$obj" --gcov-tool gcov -o "$out/info/$boots.info" 2>"$out/info/$boots.log"
done
find "$obj" -name '*.gcda' -delete
[ $boots -gt 0 ] || { echo "coverage: no boot gave counters" >&2; exit 1; }
# shellcheck disable=SC2046
lcov -q $(for i in "$out"/info/*.info; do printf ' -a %s' "$i"; done) -o "$out/lcov.info"

# The series' added lines, "FILE LINE" in A's tree.
git -C "$src" diff -U0 base HEAD -- '*.c' '*.h' ':!tools' |
	awk '/^\+\+\+ b\// { f = substr($2, 3) }
	/^@@ / { split(substr($3, 2), a, ","); n = (a[2] == "" ? 1 : a[2])
		for (i = 0; i < n; i++) print f, a[1] + i }' >"$out/added"

# coverage.md.tsv: the cells of coverage.md's tables, for report.json
cells=$out/coverage.md.tsv section="coverage: Coverage of the lines series-netns-id adds"
: >"$cells"
{
	echo "## Coverage of the lines series-netns-id adds"
	echo
	echo "gcov on A's coverage flavour, $boots boots of A and A-default (every boot of make check, trinity ${COVERAGE_VICTIM_S:-10} s a victim; and make faults' sweeps on A); lcov $(lcov --version | sed 's/.*version //')."
	echo
	awk -v src="$src" -v reasons="$reasons" -v files_tsv="$out/files.tsv" -v missed_tsv="$out/missed.tsv" '
	FILENAME == reasons {	# FILE <tab> FUNCTION <tab> LINE TEXT <tab> REASON
		if ($0 !~ /^#/ && NF) { split($0, r, "\t"); why[r[1] "\t" r[2] "\t" r[3]] = r[4] }
		next
	}
	FILENAME ~ /added$/ { added[$1 " " $2] = 1; nadded[$1]++; files[$1] = 1; next }
	/^SF:/ { sf = substr($0, 4); f = ""
		for (a in files) if (substr(sf, length(sf) - length(a)) == "/" a) f = a
		if (f != "") built[f] = 1
		next }
	/^FN:/ && f != "" { split(substr($0, 4), p, ","); fn[f, ++nfn[f]] = p[1] " " p[2]; next }
	/^DA:/ && f != "" { split(substr($0, 4), p, ","); if ((f " " p[1]) in added) { exe[f]++
		if (p[2] > 0) ran[f]++; else missed[f, ++nmiss[f]] = p[1] } }
	function func_of(f, l,   i, best, bl, s) {	# the function whose start is the last before l
		best = "?"; bl = 0
		for (i = 1; i <= nfn[f]; i++) { split(fn[f, i], s, " "); if (s[1] + 0 <= l && s[1] + 0 > bl) { bl = s[1] + 0; best = s[2] } }
		return best
	}
	function text(f, l,   t, i) {
		i = 0; t = ""
		while ((getline t < (src "/" f)) > 0) if (++i == l) break
		close(src "/" f)
		gsub(/^[ \t]+|[ \t]+$/, "", t)
		return t
	}
	END {
		print "file\tlines added\texecutable\texecuted\t%" >files_tsv
		for (f in files) order[++n] = f
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (order[j] < order[i]) { t = order[i]; order[i] = order[j]; order[j] = t }
		for (i = 1; i <= n; i++) { f = order[i]; E += exe[f]; R += ran[f]; A += nadded[f]
			if (!built[f] && f ~ /\.c$/) { printf "%s\t%d\tnot built in this config\t-\t-\n", f, nadded[f] >files_tsv; continue }
			printf "%s\t%d\t%d\t%d\t%s\n", f, nadded[f], exe[f], ran[f], exe[f] ? sprintf("%.1f", 100 * ran[f] / exe[f]) : "-" >files_tsv }
		printf "all\t%d\t%d\t%d\t%.1f\n", A, E, R, E ? 100 * R / E : 0 >files_tsv
		print "line\tfunction\tsource\twhy" >missed_tsv
		for (i = 1; i <= n; i++) { f = order[i]
			for (j = 1; j <= nmiss[f]; j++) { l = missed[f, j]; fu = func_of(f, l); t = text(f, l)
				w = why[f "\t" fu "\t" t]; if (w == "") w = "needs a test"
				if (w ~ /^needs a test/) untold++
				gsub(/\t/, " ", t)
				printf "%s:%d\t%s\t`%s`\t%s\n", f, l, fu, t, w >missed_tsv } }
		printf "# coverage: %d of %d executable added lines executed (%.1f%%), %d not executed that need a test\n", R, E, E ? 100 * R / E : 0, untold
	}' "$reasons" "$out/added" "$out/lcov.info" >"$out/summary"
	sh qemu/host/md-table.sh "$cells" "$section" <"$out/files.tsv"
	echo
	echo "Added lines never executed, and why:"
	echo
	sh qemu/host/md-table.sh "$cells" "$section" <"$out/missed.tsv"
	echo
	cat "$out/summary"
} >"$out/coverage.md"
# make coverage feeds the report, as make bench and make fuzz do
[ ! -d $BUILD/compare ] || cp "$out/coverage.md" "$cells" $BUILD/compare/
cat "$out/coverage.md"
