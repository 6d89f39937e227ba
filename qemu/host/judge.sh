#!/bin/sh
# Turn the boots of one kernel into TAP lines:
#   judge.sh KERNEL RUNDIR TESTSRC
# RUNDIR holds verdicts ("BOOT: completed in N s", "BOOT: hung: ...",
# "BOOT: skipped: WHY"), runs/BOOT/{output.log,console.log} and selftests
# (the proc selftests built for KERNEL, one name a line); TESTSRC holds the
# compare-tests, whose headers state per kernel
#	expect: KERNEL=pass|fail ...
#	expect-measured KERNEL...: ERE	(matched against "# measured:")
#	expect-console KERNEL...: ERE	(in the boot's hung-task report)
# A case passes only when its verdict and its measured value are both the
# ones expected.  Every boot must complete, end with taint 0 and show no
# kernel report (qemu/host/console-scan.sh); a hung-task report is
# allowed only where the test of that boot expects one (expect-console),
# and in the trinity boot where qemu/guest/job-fuzz.sh expects "hang".
# Every boot of qemu/host/boots.sh must be there, once (only the trinity
# boots may SKIP, for FUZZ_MIN=0), run the kernel judged (its "guest:
# kernel ... name KERNEL" line, /proc net=link exactly on A), with a whole
# console of that kernel ("Linux version RELEASE" to init's end marker),
# a log that ends with the taint and lockdep snapshot and "guest: job done
# rc=0", and lockdep still on at its end (debug_locks 1), and a manifest
# that ties it to this repository's patches and inputs and to the build
# the guest reports (qemu/host/provenance.sh).  Any key a boot
# reports twice fails, and so does a result from a boot whose own checks
# did not run.  Every compare-test and every selftest must report, a
# deadlock-* or race-* test in its own boot only, a selftest in main; a
# compare-test's exit status must agree with its TAP lines, and it may
# skip (or XFAIL) only where its header expects that skip
#	expect-skip KERNEL...: ERE	(matched against the SKIP reason)
# a selftest passes only with exit 0 and, if it prints TAP (the harness),
# a whole stream with every case passed.  Prints TAP numbered from
# $TAP_START (1) and a last
# line "# counts: PASSED FAILED SKIPPED XFAIL NEXT", XFAIL counting the
# passes that are expected failures.
set -eu
. qemu/host/settings.sh
kernel=$1 run=$2 src=$3
here=$(dirname "$0")
tap_lib=$(cat "$here/tap.awk")
# harness_cases FILE...: the cases TEST() and TEST_F() define in C files
# or patches, as kselftest_harness names them (global.NAME,
# FIXTURE.NAME), in order
harness_cases() {
	sed -n 's/^+\{0,1\}TEST_F[A-Z_]*(\([a-z0-9_]*\), *\([a-z0-9_]*\).*/\1.\2/p; s/^+\{0,1\}TEST[A-Z_]*(\([a-z0-9_]*\)[,)].*/global.\1/p' "$@" |
		tr '\n' ' ' | sed 's/ $//'
}
n=${TAP_START:-1} passed=0 failed=0 skipped=0 xfail=0
tab=$(printf '\t') us=$(printf '\037')
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.prov" "$tmp.results" "$tmp.verdicts" "$tmp.victims" "$tmp.facts" "$tmp.records"' EXIT

# Every line of TAP is also a record in RUNDIR/records.tsv, the report's
# source (qemu/host/report.sh): kernel, boot, check, expected, measured,
# verdict (ok, not ok, skip) and the note.  A compare-test's expected
# verdict and measured value are fields of their own (r_boot, r_want,
# r_value, set just before its emit), so no one reads them back out of
# the note.
records=$run/records.tsv
{ : >"$records"; } 2>/dev/null || records=/dev/null
r_boot= r_want= r_value=
record() {	# record VERDICT NAME NOTE (fields apart by US, records by RS:
	# no process per record; records.tsv is made of them at the end)
	printf '%s\037%s\037%s\037%s\037%s\037%s\037%s\036' "$kernel" "$r_boot" "$2" "$r_want" "$r_value" "$1" "$3" >>"$tmp.records"
	r_boot= r_want= r_value=
}
emit() {	# emit 0|1 NAME NOTE
	if [ "$1" = 1 ]; then
		echo "ok $n - $kernel/$2${3:+ # $3}"
		passed=$((passed + 1))
		record ok "$2" "${3:-}"
	else
		echo "not ok $n - $kernel/$2${3:+ # $3}"
		failed=$((failed + 1))
		record "not ok" "$2" "${3:-}"
	fi
	n=$((n + 1))
}
skip() {	# skip NAME WHY
	echo "ok $n - $kernel/$1 # SKIP $2"
	skipped=$((skipped + 1)) n=$((n + 1))
	record skip "$1" "$2"
}
matches() { printf '%s\n' "$1" | grep -Eq -- "$2"; }
# match FLAG VALUE ERE: FLAG is awk's answer from the pass that read the
# value (1 or 0), "?" where awk could not give grep -E's (see decidable)
match_flag() { case $1 in 1) return 0 ;; 0) return 1 ;; *) matches "$2" "$3" ;; esac; }
# an awk function: whether mawk matches an ERE as grep -E does (no
# intervals, which mawk lacks, and no GNU escapes such as \s or \<)
decidable='function decidable(re) { return re !~ /[{]/ && re !~ /\\[A-Za-z0-9<>`'"'"']/ }
function flag(v, re) { return (re == "" || !decidable(re)) ? "?" : (v ~ re) ? 1 : 0 }'


# expect_line FILE KEY: the ERE a header line "KEY KERNELS: ERE" gives
# this kernel, empty if none does.
expect_line() {
	sed -n "s/^ \* $2 \([A-Za-z -]*\): /\1$tab/p" "$1" | while IFS="$tab" read -r ks re; do
		case " $ks " in *" $kernel "*) printf '%s\n' "$re"; break ;; esac
	done
}
expect_verdict() {
	sed -n 's/^ *[*#] expect: *//p' "$1" | tr ' ' '\n' | sed -n "s/^$kernel=//p"
}
# What the kernel printed about hung tasks in one boot, in one line.
hung_report() {
	sh "$here/console-excerpt.sh" "$1" 2>/dev/null | tr '\n' ' '
}
boot_of() { sed -n "s/:.*//p" "$run/verdicts"; }
# boot_seconds BOOT: how long the boot lasted, by the host's clock and by
# the guest's (init to the end of boot), the shorter of the two
boot_seconds() {
	[ -f "$tmp.bs.$1" ] || {
		host=$(sed -n "s/^$1: completed in \([0-9][0-9]*\) s\$/\1/p" "$run/verdicts" | head -1)
		sh "$here/console-clock.sh" -s "$run/runs/$1/console.log" "$host" >"$tmp.bs.$1"
	}
	cat "$tmp.bs.$1"
}
# over_boot(VALUE, BOOT_S), an awk function: a duration VALUE states it
# measured ("N s:" or "N s," first, "(N s)", "(N+M s)") longer than the
# boot lasted by the host's clock: no test can have measured more time
# than its boot had ("after 15 s" elsewhere is a limit, not a measurement)
over_boot='
function over_boot(v, b,   d) {
	if (match(v, /^[0-9]+(\.[0-9]+)? s[:,]/) && (d = over_check(substr(v, 1, RLENGTH - 3), b)) != "") return d
	while (match(v, /[(][0-9]+(\.[0-9]+)?([+][0-9]+(\.[0-9]+)?)* s[)]/)) {
		d = substr(v, RSTART + 1, RLENGTH - 4); v = substr(v, RSTART + RLENGTH)
		if ((d = over_check(d, b)) != "") return d
	}
	return ""
}
function over_check(d, b,   n, p, i, t) {
	n = split(d, p, "+"); t = 0; for (i = 1; i <= n; i++) t += p[i]
	return t > b ? sprintf("states %s s, in a boot of %d s", t, b) : ""
}'
fuzz_job() { [ "$1" = fuzz ] && echo job-fuzz.sh || echo job-fuzz-user.sh; }
# --- boots: verdict, kernel, taint, console, lockdep ------------------------
# boot_facts DIR: one record (fields between US) of what the boot's logs
# say; keys twice are every key the log reports more than once (the judge
# would otherwise read the first of two conflicting values)
boot_facts() {
	awk -v OFS="$us" -v out="$1/output.log" -v con="$1/console.log" '
	BEGIN {
		while ((getline raw <out) > 0) {
			l = raw; gsub(/\r/, "", l); if (l != raw) cr = 1
			l1 = l2; l2 = l3; l3 = l; nl++
			if (kline == "" && raw ~ /^guest: kernel /) kline = raw
			if (raw ~ /^# tainted: /) taint = substr(raw, 12)
			if (raw ~ /^# debug_locks: /) locks = substr(raw, 16)
			split(l, f, " "); k = ""
			if (l ~ /^# (compat|lsm|container|inode|fuzz|fuzz-as|fuzz-probe|fuzz-budget|fuzz-start): .* => /)
				k = substr(l, 1, index(l, " => ") - 1)
			else if (l ~ /^# (test|exit|selftest|selftest-exit): /) k = f[1] " " f[2] " " f[3]
			else if (l ~ /^# (tainted|debug_locks): / || l ~ /^guest: (kernel|job done)/) k = f[1] " " f[2]
			if (k != "" && ++n[k] == 2) twice = twice (twice == "" ? "" : ";") k
			# a result, plan or bail-out belongs inside a test'"'"'s own lines
			if (l ~ /^# test: /) intest = 1
			else if (l ~ /^# exit: /) intest = 0
			else if (!intest && stray == "" && l ~ /^((not )?ok [0-9]+|1\.\.[0-9]+|Bail out!)/) stray = l
		}
		while ((getline raw <con) > 0) {
			if (ver == "" && (i = index(raw, "Linux version "))) {
				ver = substr(raw, i + 14); gsub(/\r/, "", ver); sub(/ .*/, "", ver)
			}
			if (index(raw, "guest: end of boot")) booted = 1
		}
		# the last three lines, numbers at their ends as N
		end = ""
		for (i = (nl < 3 ? 4 - nl : 1); i <= 3; i++) {
			l = i == 1 ? l1 : i == 2 ? l2 : l3; sub(/[0-9]+$/, "N", l); end = end l "|"
		}
		print end, l3, kline, taint, locks, cr + 0, twice, ver, booted + 0, stray
	}'
}
[ -s "$run/verdicts" ] || emit 0 "boots" "no verdicts in $run"
# make fuzz judges its trinity boots alone: JUDGE_BOOTS="fuzz fuzz-unprivileged"
boots=${JUDGE_BOOTS:-$(sh "$here/boots.sh" "$src")}
for boot in $(boot_of | sort | uniq -d); do
	emit 0 "boot:$boot" "more than one verdict line"
done
for boot in $(boot_of); do
	case " $(echo $boots) " in *" $boot "*) ;; *) emit 0 "boot:$boot" "not a boot of qemu/host/boots.sh" ;; esac
done
# where each boot came from, held to this repository (provenance.sh):
# the build of KERNEL's patches at flavour JUDGE_FLAVOUR (test)
# shellcheck disable=SC2046
# (JUDGE_PEERS: the whole run, whose other kernels are one run with this one)
PROVENANCE_PEERS=${JUDGE_PEERS:-$run} sh "$here/provenance.sh" check "$kernel" "${JUDGE_FLAVOUR:-test}" "$src" \
	$(for b in $boots; do echo "$run/runs/$b"; done) >"$tmp.prov" 2>&1 || echo "provenance.sh failed" >>"$tmp.prov"
# ... and each ran the job the repository gives its boot (qemu/host/job.sh),
# the trinity boots with the run's seed and budget (JUDGE_FUZZ="SEED
# SECONDS PER_VICTIM" from make fuzz; make compare's are fuzz.sh's seed
# and FUZZ_VICTIM_S a victim, four victims at most)
fz=${JUDGE_FUZZ:-"20130321 $((${FUZZ_VICTIM_S:-25} * 4)) ${FUZZ_VICTIM_S:-25}"}
for b in $boots; do
	[ -f "$run/runs/$b/manifest" ] || continue
	case $b in
	# shellcheck disable=SC2086
	fuzz*) want=$(sh "$here/job.sh" "$b" $fz 2>/dev/null | sha256sum | cut -d' ' -f1) ;;
	*) want=$(sh "$here/job.sh" "$b" 2>/dev/null | sha256sum | cut -d' ' -f1) ;;
	esac
	# ... under the limit the run gives it: BOOT_TIMEOUT (the Makefile's
	# 240 s), trinity's budget and fuzz.sh's slack for the trinity boots
	case $b in
	fuzz*) limit=$(( $(echo "$fz" | cut -d' ' -f2) + $(fuzz_slack "${JUDGE_FLAVOUR:-test}") )) ;;
	*) limit=${BOOT_TIMEOUT:-240} ;;
	esac
	# ... and on the vCPUs it is given: two for a race-* test, one else
	case $b in race-*) smp=2 ;; *) smp=1 ;; esac
	grep -q "^qemu .* -smp $smp " "$run/runs/$b/manifest" ||
		printf '%s\tQEMU was not given the -smp %s the run gives the %s boot\n' "$run/runs/$b" "$smp" "$b" >>"$tmp.prov"
	t=$(sed -n 's/^timeout //p' "$run/runs/$b/manifest")
	[ "$t" = "$limit" ] ||
		printf '%s\ta limit of %s s, where the run gives the %s boot %s s\n' "$run/runs/$b" "$t" "$b" "$limit" >>"$tmp.prov"
	got=$(sed -n 's/^job //p' "$run/runs/$b/manifest")
	[ "$got" = "$want" ] ||
		printf '%s\tthe job it ran (%.12s) is not what qemu/host/job.sh gives the %s boot (%.12s)\n' "$run/runs/$b" "$got" "$b" "$want" >>"$tmp.prov"
done
checked=" "	# the boots whose own checks ran: only their results count
for boot in $boots; do
	verdict=$(sed -n "s/^$boot: //p" "$run/verdicts" | head -1)
	# boot-tests.sh skips only the trinity boots, and only for FUZZ_MIN=0:
	# any other skip would let a boot and its checks vanish
	case $boot:$verdict in
	*:) emit 0 "boot:$boot" "missing: no verdict"; continue ;;
	fuzz:"skipped: FUZZ_MIN=0, trinity not run" | fuzz-unprivileged:"skipped: FUZZ_MIN=0, trinity not run")
		skip "boot:$boot" "${verdict#skipped: }"; continue ;;
	*:skipped*) emit 0 "boot:$boot" "$verdict: only the trinity boots may skip, for FUZZ_MIN=0"; continue ;;
	esac
	checked="$checked$boot "
	dir=$run/runs/$boot
	why=""
	# verdicts is boot-tests.sh's copy of what run.sh wrote for each boot
	# (a fixture may lack the original; a run never does)
	[ ! -f "$dir/verdict" ] || [ "$(cat "$dir/verdict")" = "$verdict" ] ||
		why="$why; verdicts says \"$verdict\", runs/$boot/verdict \"$(cat "$dir/verdict")\""
	# what the boot's two logs say, read once: output.log's last three
	# lines (CRs dropped), its "guest: kernel" line, the last taint and
	# debug_locks values, whether it has CRs and which keys it reports
	# twice; the console's "Linux version" release and end-of-boot marker
	boot_facts "$dir" >"$tmp.facts"
	IFS="$us" read -r end last line taint locks cr twice ver booted stray <"$tmp.facts"
	[ -z "$stray" ] || why="$why; TAP outside any test: $stray"
	case $verdict in
	completed*)
		# a job that ran to its end: the taint and lockdep snapshot last,
		# then init's marker with the job's status, nothing after them
		[ "$end" = "# tainted: N|# debug_locks: N|guest: job done rc=N|" ] ||
			why="$why; the log does not end with \"# tainted:\", \"# debug_locks:\", \"guest: job done\""
		[ "$last" = "guest: job done rc=0" ] || why="$why; job ended: $last" ;;
	*) why="$why; guest $verdict" ;;
	esac
	# which kernel ran, and how its /proc was mounted
	name=$(printf '%s\n' "$line" | sed -n 's/^guest: kernel [^ ]* name \([^ ,]*\).*/\1/p')
	release=$(printf '%s\n' "$line" | sed -n 's/^guest: kernel \([^ ]*\) .*/\1/p')
	if [ "$name" != "$kernel" ]; then
		why="$why; guest ran kernel ${name:-?} (${line:-no \"guest: kernel\" line})"
	else
		case $release in *-"${kernel%-default}"|*-"${kernel%-default}"[-+]*) ;;
		*) why="$why; release $release is not the build of ${kernel%-default}" ;; esac
		# /proc as the initramfs mounts it, option by option: net=link on A
		# alone, and nothing else (hidepid=, subset=, ro would change what
		# every test sees)
		case $line in
		*", /proc: proc /proc proc rw,relatime,net=link 0 0")
			[ "$kernel" = A ] || why="$why; /proc mounted net=link on $kernel" ;;
		*", /proc: proc /proc proc rw,relatime 0 0")
			[ "$kernel" != A ] || why="$why; /proc on A not mounted net=link" ;;
		*", /proc: "*) why="$why; /proc mounted ${line##*, /proc: }, not rw,relatime$([ "$kernel" != A ] || echo ,net=link)" ;;
		*) why="$why; the guest did not say how /proc is mounted" ;;
		esac
	fi
	[ "$taint" = 0 ] || why="$why; tainted ${taint:-not printed}"
	[ "$locks" = 1 ] || why="$why; debug_locks ${locks:-not printed} at the end (lockdep off)"
	# the guest writes plain lines; parsed with CRs, every value would be off
	[ "$cr" = 0 ] || why="$why; output.log has CR line ends"
	[ -z "$twice" ] || why="$why; reported more than once: $twice"
	# the console must be this boot's kernel: the release it booted carries
	# the build's LOCALVERSION (-KERNEL; A-default boots A's bzImage) and
	# is the one the guest reported
	case $ver in
	"") why="$why; console: no \"Linux version\" (console.log missing or truncated)" ;;
	*-"${kernel%-default}"|*-"${kernel%-default}"[-+]*)
		[ -z "$release" ] || [ "$ver" = "$release" ] || why="$why; console: Linux version $ver, but the guest ran $release" ;;
	*) why="$why; console: Linux version $ver is not the build of ${kernel%-default}" ;;
	esac
	[ "$booted" = 1 ] || why="$why; console: no \"guest: end of boot\" (console.log missing or truncated)"
	hang_ok=0
	if [ "$boot" = fuzz ] || [ "$boot" = fuzz-unprivileged ]; then
		[ "$(expect_verdict "$here/../guest/$(fuzz_job $boot)")" = hang ] && hang_ok=1
	elif [ -f "$src/$boot.c" ] && [ -n "$(expect_line "$src/$boot.c" expect-console)" ]; then
		hang_ok=1
	fi
	# every report the one scanner finds fails the boot, but the hung
	# tasks of a boot whose test or job expects them
	report=$(sh "$here/console-scan.sh" "$dir/console.log" 2>/dev/null |
		awk -F"$tab" -v hang_ok=$hang_ok '!(hang_ok && $1 == "hung-task") { print $1 ": " $2; exit }' || true)
	[ -f "$dir/console.log" ] || report=
	[ -z "$report" ] || why="$why; console: $report"
	prov=$(awk -F"$tab" -v d="$dir" '$1 == d || $0 == "provenance.sh failed" { printf "; %s", ($0 ~ /\t/ ? $2 : $0) }' "$tmp.prov")
	[ -z "$prov" ] || why="$why; provenance: ${prov#; }"
	r_boot=$boot
	if [ -z "$why" ]; then
		emit 1 "boot:$boot" "$verdict, $name, taint 0, debug_locks 1, no kernel report, provenance checked"
	else
		emit 0 "boot:$boot" "${why#; }"
	fi
done
# the kernel's output.log and console.log (boot-tests.sh: every boot's, in
# the order of boots.sh) are what report.sh and check.sh quote: each must
# be the judged boots' own logs, byte for byte
for f in output.log console.log; do
	[ ! -f "$run/$f" ] || for b in $boots; do cat "$run/runs/$b/$f" 2>/dev/null || true; done |
		cmp -s - "$run/$f" || emit 0 "logs" "$run/$f is not the boots' own $f, in order: a report quoting it would quote what was not judged"
done

# --- compare-tests, probes and selftests (not in JUDGE_BOOTS's trinity
# runs; make quick judges JUDGE_TESTS alone, each in a boot of its own)
if [ -z "${JUDGE_BOOTS:-}" ] || [ -n "${JUDGE_TESTS:-}" ]; then
tests=$(if [ -n "${JUDGE_TESTS:-}" ]; then for t in $JUDGE_TESTS; do echo "$src/$t.c"; done; else printf '%s\n' "$src"/*.c; fi)
# --- compare-tests ---------------------------------------------------------
# One record per case: TEST, BOOT, pass|fail|skip|none|twice, whether the
# test's exit status agrees with its TAP lines ("ok", or what it was), and
# the measured value (for a skip, its reason; last, as it may be empty).
# kselftest_harness exits 1 when a case failed, 4 (or 0) when cases
# skipped and none failed, else 0.
# the compare-tests the trinity boots' job runs by name, beside main
fuzz_runs=$(sed -n 's|.*/tests/compare/\([a-z0-9-]*\).*|\1|p' "$here/../guest/lib-fuzz.sh" | tr '\n' ' ')
# the cases each test's source defines, in order, as kselftest_harness
# names them: a stream of other cases is another binary's
# shellcheck disable=SC2086
awk '/^\+?TEST/ { l = $0; sub(/^\+/, "", l)
		if (match(l, /^TEST_F[A-Z_]*\([a-z0-9_]*, *[a-z0-9_]*/)) { l = substr(l, 1, RLENGTH); sub(/^[^(]*\(/, "", l); sub(/, */, ".", l) }
		else if (match(l, /^TEST[A-Z_]*\([a-z0-9_]*[,)]/)) { l = substr(l, 1, RLENGTH - 1); sub(/^[^(]*\(/, "global.", l) }
		else next
		c[FILENAME] = c[FILENAME] (c[FILENAME] == "" ? "" : " ") l }
	FNR == 1 { f[++n] = FILENAME }
	END { for (i = 1; i <= n; i++) { t = f[i]; sub(/.*\//, "", t); sub(/\.c$/, "", t); print t "\t" c[f[i]] } }' $tests >"$tmp.cases"
results=$(for boot in $boots; do
	[ -f "$run/runs/$boot/output.log" ] || continue
	awk -v boot="$boot" -v OFS="\t" -v cases="$tmp.cases" "$tap_lib"'
	BEGIN { while ((getline l <cases) > 0) { i = index(l, "\t"); want[substr(l, 1, i - 1)] = substr(l, i + 1) } }
	function none(why) { if (t != "" && !tap_cases) print t, boot, "none", "ok", why; t = "" }
	function flush(rc,   i, want, tapbad) {
		# the TAP stream whole (qemu/host/tap.awk), and no case the harness
		# killed: a timeout is no failure by an assertion
		tapbad = tap_end()
		want = tap_fail ? 1 : tap_skip ? 4 : 0
		if (tapbad != "") rc = "TAP stream: " tapbad
		else if (tap_killed) rc = "the harness killed a case (" tap_kill ")"
		else if (misnamed != "") rc = "an exit line of another test (" misnamed ")"
		else if (rc == "") rc = "none: the test never exited"
		else if (rc == want || (rc == 0 && want == 4)) rc = "ok"
		else rc = "exit " rc
		for (i = 1; i <= nrec; i++) print t, boot, verdict[i], rc, value[i]
		nrec = 0
	}
	/^# test: / {
		if (t != "") { flush(""); none("") }
		if (++seen[$3] == 2) print $3, boot, "twice", "ok", ""
		t = $3; nmeasured = 0; measured = misnamed = ""
		tap_begin(); tap_want = want[t]; next
	}
	# two measured values: which one would count?
	/^# measured: / { measured = substr($0, 13); if (++nmeasured == 2) print t, boot, "measured-twice", "ok", ""; next }
	/^(not )?ok [0-9]+ / && t != "" {
		skips = tap_skip; fails = tap_fail
		tap_line($0)
		nrec++
		if (tap_skip > skips) {
			verdict[nrec] = "skip"; value[nrec] = $0
			sub(/.*#[ \t]*([Ss][Kk][Ii][Pp]|[Xx][Ff][Aa][Ii][Ll]|[Tt][Oo][Dd][Oo])[: ]*/, "", value[nrec])
		}
		else if (tap_fail > fails) { verdict[nrec] = "fail"; value[nrec] = measured }
		else { verdict[nrec] = "pass"; value[nrec] = measured }
		next
	}
	/^# exit: / && t != "" { if ($3 != t) misnamed = $0; flush($4); none("exited " $4 " without a result"); t = ""; next }
	t != "" { tap_line($0) }
	END { flush(""); none("") }' "$run/runs/$boot/output.log"
done)
printf '%s\n' "$results" >"$tmp.results"
# "BOOT<TAB>verdict", the first line of each boot in verdicts
sed -n "s/^\([^:]*\): /\1$tab/p" "$run/verdicts" >"$tmp.verdicts" 2>/dev/null || true
# One pass over the tests' headers, the results and the verdicts: per test
# (in the order of the .c files) "T", the test, its home boot (deadlock-*
# and race-* run in a boot of their own, the rest in main), its expect:,
# expect-measured, expect-console and expect-skip for this kernel and the
# boots that reported it twice, or "N" and why it has no result; then one
# "R" line per result: boot, verdict, exit status, value.  Fields are
# split at US (\037), which, unlike a tab, keeps empty fields apart.
# shellcheck disable=SC2016
awk -F"$tab" -v OFS="$us" -v kernel="$kernel" -v boots=" $(echo $boots) " "$decidable"'
function header(key,   rest, p, ks) {	# " * KEY KERNELS: ERE" for this kernel
	if (index($0, " * " key " ") != 1) return
	rest = substr($0, length(key) + 5)
	p = index(rest, ": ")
	ks = substr(rest, 1, p - 1)
	if (p == 0 || ks !~ /^[A-Za-z -]*$/ || index(" " ks " ", " " kernel " ") == 0) return
	if (!((t, key) in want)) want[t, key] = substr(rest, p + 2)
}
FILENAME == vfile { if (!($1 in verdict_of)) verdict_of[$1] = $2; next }
FILENAME == rfile { rows[$1] = rows[$1] $0 "\n"; next }
FNR == 1 { t = FILENAME; sub(/.*\//, "", t); sub(/\.c$/, "", t); order[++n] = t }
/^ *[*#] expect: / {
	line = $0; sub(/^ *[*#] expect: */, "", line)
	k = split(line, tok, " ")
	for (i = 1; i <= k; i++) if (index(tok[i], kernel "=") == 1) {
		v = substr(tok[i], length(kernel) + 2)	# two would be no answer
		if ((t, "v") in want) v = want[t, "v"] "|" v
		want[t, "v"] = v
	}
}
{ header("expect-measured"); header("expect-console"); header("expect-skip") }
END {
	for (i = 1; i <= n; i++) {
		t = order[i]; home = index(boots, " " t " ") ? t : "main"
		if (!(t in rows)) { print "N", t, "no result: " home " " verdict_of[home]; continue }
		m = split(rows[t], r, "\n"); twice = " "; own = 0
		for (j = 1; j < m; j++) {
			split(r[j], f, "\t")
			if (f[3] == "twice" || f[3] == "measured-twice") twice = twice f[2] " "
			if (f[2] == home) own = 1
		}
		if (!own) print "N", t, "no result in its own boot: " home " " verdict_of[home]
		print "T", t, home, want[t, "v"], want[t, "expect-measured"], want[t, "expect-console"], want[t, "expect-skip"], twice
		# each result with whether its value matches the ERE that applies
		for (j = 1; j < m; j++) {
			split(r[j], f, "\t")
			fl = flag(f[5], want[t, f[3] == "skip" ? "expect-skip" : "expect-measured"])
			sub(/^[^\t]*\t/, "", r[j]); gsub(/\t/, OFS, r[j]); print "R", r[j], fl
		}
	}
}' vfile="$tmp.verdicts" rfile="$tmp.results" "$tmp.verdicts" "$tmp.results" $tests >"$tmp"
# what each value breaks of compare-tests/measured-relations, and the
# seconds it says it took: one call of relations.sh for the run, its two
# answers put at the end of each "R" line
# (and, third, a duration it states beyond the boot's: over_boot)
for boot in $boots; do printf '%s\t%s\n' "$boot" "$(boot_seconds "$boot")"; done >"$tmp.bsecs"
awk -F"$us" -v OFS="$us" -v kernel="$kernel" -v bfile="$tmp.bsecs" '
	BEGIN { while ((getline l <bfile) > 0) { i = index(l, "\t"); bs[substr(l, 1, i - 1)] = substr(l, i + 1) } }
	$1 == "T" { t = $2 } $1 == "R" { print t, kernel, $5, bs[$2] }' "$tmp" >"$tmp.rq"
sh "$here/relations.sh" -b "$tmp.rq" >"$tmp.ra"
awk -F"$us" -v OFS="$us" -v afile="$tmp.ra" -v vfile="$run/verdicts" "$over_boot"'
	BEGIN { while ((getline l <vfile) > 0) if (match(l, /: completed in [0-9]+ s$/) && !((b = substr(l, 1, RSTART - 1)) in host)) host[b] = substr(l, RSTART + 15, RLENGTH - 17) + 0 }
	$1 == "R" { getline a <afile; $0 = $0 OFS a OFS ($2 in host ? over_boot($5, host[$2]) : "") } 1' "$tmp" >"$tmp.rl"
mv "$tmp.rl" "$tmp"
rm -f "$tmp.rq" "$tmp.ra" "$tmp.bsecs"
while IFS="$us" read -r kind a b c d e f g h; do
	case $kind in
	N) emit 0 "$a" "$b"; continue ;;
	T) t=$a home=$b want=$c want_value=$d want_console=$e want_skip=$f twice=$g; continue ;;
	esac
	boot=$a verdict=$b rc=$c value=$d fl=$e rel=$f took=$g longer=$h
		name=$t
		[ "$boot" = main ] || [ "$boot" = "$t" ] || name="$t@$boot"
		if [ "$verdict" = twice ]; then emit 0 "$name" "reported more than once in the $boot boot"; continue; fi
		if [ "$verdict" = measured-twice ]; then emit 0 "$name" "printed more than one \"# measured:\" line in the $boot boot"; continue; fi
		case $twice in *" $boot "*) continue ;; esac
		# (and where a boot's job runs it by name: the churn after trinity)
		own=$home
		case $boot in fuzz*) case " $fuzz_runs " in *" $t "*) own=$boot ;; esac ;; esac
		if [ "$boot" != "$own" ]; then emit 0 "$name" "$verdict: ran outside its own boot ($home)"; continue; fi
		case $checked in *" $boot "*) ;; *) emit 0 "$name" "$verdict in the $boot boot, whose own checks did not run"; continue ;; esac
		if [ "$verdict" = none ]; then emit 0 "$name" "no result${value:+: $value}; guest $(sed -n "s/^$boot: //p" "$run/verdicts")"; continue; fi
		if [ "$rc" != ok ]; then emit 0 "$name" "$verdict, but $rc: the test did not end as its TAP lines say"; continue; fi
		if [ "$verdict" = skip ]; then
			if [ -n "$want_skip" ] && match_flag "$fl" "$value" "$want_skip"; then
				emit 1 "$name" "skipped, as $t.c expects on $kernel: $value"
			else
				emit 0 "$name" "skipped (${value:-no reason given}); $t.c expects no such skip on $kernel"
			fi
			continue
		fi
		if [ -z "$want" ] || [ -z "$want_value" ]; then
			emit 0 "$name" "no expect:/expect-measured line for $kernel in $t.c"
			continue
		fi
		note="expected $want, got $verdict: $value"
		r_boot=$boot r_want=$want r_value=$value
		if [ "$verdict" != "$want" ]; then
			emit 0 "$name" "$note"
		elif [ -n "$longer" ]; then
			emit 0 "$name" "$note; $longer"
		elif ! match_flag "$fl" "$value" "$want_value"; then
			emit 0 "$name" "$note; measured value does not match /$want_value/"
		# what the ERE cannot say: numbers equal, adding up, within bounds
		# and within the boot (compare-tests/measured-relations)
		elif [ -n "$rel" ]; then
			emit 0 "$name" "$note; $rel"
		elif [ -n "$want_console" ] && ! matches "$(hung_report "$run/runs/$boot/console.log")" "$want_console"; then
			emit 0 "$name" "$note; no hung-task report matching /$want_console/ on the console"
		# the report must be about the test's own task (comm: its first 15
		# characters), not another boot's or another process's hang
		elif [ -n "$want_console" ] && ! matches "$(hung_report "$run/runs/$boot/console.log")" "INFO: task $(printf '%.15s' "$t"):[0-9]+ blocked"; then
			emit 0 "$name" "$note; the hung-task report does not name the test's task $(printf '%.15s' "$t")"
		else
			[ "$want" = fail ] && xfail=$((xfail + 1))
			emit 1 "$name" "$note"
		fi
		# the seconds each test says it took, added up per boot below
		[ "$verdict" = skip ] || printf '%s %s %s\n' "$boot" "$took" "$t" >>"$tmp.took"
done <"$tmp"
# the tests of one boot ran one after the other: together no longer than it
touch "$tmp.took"
awk '$2 > 0 { s[$1] += $2; w[$1] = w[$1] (w[$1] ? " + " : "") $3 " " $2 } END { for (b in s) print b, s[b], w[b] }' "$tmp.took" >"$tmp.sums"
while read -r b secs what; do
	bs=$(boot_seconds "$b")
	[ -n "$bs" ] && awk -v s="$secs" -v b="$bs" 'BEGIN { exit !(s > b) }' || continue
	emit 0 "durations@$b" "the tests of the $b boot took $secs s by their own numbers ($what), in a boot of $bs s"
done <"$tmp.sums"
rm -f "$tmp.took" "$tmp.sums" "$tmp".bs.*
# a test that says its task hung in a function says so from the task's
# own /proc/PID/stack, which it prints: the function and the wait channel
# it names must be on it
for boot in $boots; do
	[ -f "$run/runs/$boot/output.log" ] || continue
	awk '/^# test: / { t = $3; fn = wc = ""; st = ""; next }
	/^# measured: hung in [a-z_0-9]+ \(wchan [a-z_0-9]+\)/ && t != "" { fn = $5; wc = $7; sub(/\)$/, "", wc) }
	/^# stack: / && t != "" { st = st " " $0 }
	/^# exit: / && t != "" {
		if (fn != "" && (index(st, "] " fn "+0x") == 0 || index(st, "] " wc "+0x") == 0))
			print t "\t" "hung in " fn " (wchan " wc ") by its measured line, but its stack " (st == "" ? "was not printed" : "does not show both")
		t = "" }' "$run/runs/$boot/output.log"
done >"$tmp.stacks"
while IFS="$tab" read -r t why; do emit 0 "$t" "$why"; done <"$tmp.stacks"
rm -f "$tmp.stacks"
# what a test says it dropped from the caches, the kernel logged
# dropping, with the value its source writes (qemu/host/drop-caches.sh)
droppers=$(grep -l '/proc/sys/vm/drop_caches' $tests 2>/dev/null | sed 's|.*/||; s|\.c$||' | tr '\n' ' ')
awk -F"$tab" -v d=" $droppers " '($3 == "pass" || $3 == "fail") && index(d, " " $1 " ") { print $1 "\t" $2 }' "$tmp.results" | sort -u |
while IFS="$tab" read -r t boot; do
	why=$(sh "$here/drop-caches.sh" "$src/$t.c" "$t" "$run/runs/$boot/console.log")
	name=$t; [ "$boot" = main ] || [ "$boot" = "$t" ] || name="$t@$boot"
	[ -z "$why" ] || printf '%s\t%s\n' "$name" "$why"
done >"$tmp.drops"
while IFS="$tab" read -r t why; do emit 0 "$t" "$why"; done <"$tmp.drops"
rm -f "$tmp.drops"
# ... and in the order the tests ran: the processes that dropped caches,
# as the console names them (first 15 characters), follow the boot's
# "# test:" and "# selftest:" order
for b in "$run"/runs/*/; do
	[ -f "$b/console.log" ] && [ -f "$b/output.log" ] || continue
	awk -v con="$b/console.log" '
	BEGIN { while ((getline l <con) > 0) if (match(l, /\] [^ ]+ \([0-9]+\): drop_caches: /)) {
		c = substr(l, RSTART + 2); sub(/ \(.*/, "", c); if (c != last) { seq[++n] = c; last = c } } }
	/^# (self)?test: / { t = $0; sub(/^# (self)?test: /, "", t); order[++m] = substr(t, 1, 15) }
	END {	# each dropper, in turn, a test at or after the previous one
		j = 1
		for (i = 1; i <= n; i++) {
			while (j <= m && order[j] != seq[i]) j++
			if (j > m) { printf "drops\t%s dropped caches out of the order the tests ran (after %s)\n", seq[i], (i > 1 ? seq[i - 1] : "none"); exit }
		}
	}' "$b/output.log"
done >"$tmp.order"
while IFS="$tab" read -r t why; do emit 0 "$t" "$why"; done <"$tmp.order"
rm -f "$tmp.order"
# a failed expectation names the line of the source it failed at: that
# line is in an EXPECT_*() or ASSERT_*() of the test's source
for boot in $boots; do
	[ -f "$run/runs/$boot/output.log" ] || continue
	sed -n 's/^# test: \([a-z0-9-]*\)$/T \1/p; s/^# \([a-z0-9_-]*\.[ch]\):\([0-9]*\):[A-Za-z0-9_]*:Expected .*/E \1 \2/p' "$run/runs/$boot/output.log" |
	while read -r kind a b; do
		if [ "$kind" = T ]; then t=$a; continue; fi
		[ -f "$src/$a" ] && awk -v n="$b" 'NR <= n && NR > n - 6 { l[NR] = $0 }
			END { for (i = n; i > n - 6; i--) { if (i < n && l[i] ~ /;[ \t]*$/) break; if (l[i] ~ /(EXPECT|ASSERT)_[A-Z_]+\(/) exit 0 } exit 1 }' "$src/$a" ||
			printf '%s\t%s\n' "$t" "a failed expectation at $a:$b, where $a has no EXPECT or ASSERT"
	done
done >"$tmp.expects"
while IFS="$tab" read -r t why; do emit 0 "$t" "$why"; done <"$tmp.expects"
rm -f "$tmp.expects"
# what only grows in a boot of one CPU grows from test to test: a
# namespace's ID (a cookie; but for the initial namespace's, the first
# seen, and IDs no namespace was given, of 19 digits and more) and a
# PID (but init's), each first seen after every smaller one
for boot in $boots; do
	[ -f "$run/runs/$boot/output.log" ] || continue
	grep -q -- ' -smp 1 ' "$run/runs/$boot/manifest" 2>/dev/null || continue
	awk -v OFS="$tab" '/^# test: / { t = $3 }
	/^# measured: / && t != "" {
		s = $0
		while (match(s, /netns-[0-9]+/)) {
			v = substr(s, RSTART + 6, RLENGTH - 6); s = substr(s, RSTART + RLENGTH)
			if (length(v) >= 19) continue
			if (first == "") first = v
			if (!(v in seen)) { seen[v] = 1; if (v + 0 > first + 0 && v + 0 < max + 0) print t, "netns-" v " first seen after netns-" max " (" mt "): IDs only grow"; if (v + 0 > max + 0) { max = v; mt = t } }
		}
		s = $0
		while (match(s, /\/proc\/[0-9]+\//)) {
			v = substr(s, RSTART + 6, RLENGTH - 7); s = substr(s, RSTART + RLENGTH)
			if (v == 1 || (v in pseen)) continue
			pseen[v] = 1; if (v + 0 < pmax + 0) print t, "PID " v " first seen after PID " pmax " (" pt "): PIDs only grow in a fresh boot"; if (v + 0 > pmax + 0) { pmax = v; pt = t }
		}
	}' "$run/runs/$boot/output.log"
done >"$tmp.grow"
while IFS="$tab" read -r t why; do emit 0 "$t" "$why"; done <"$tmp.grow"
rm -f "$tmp.grow"

fi
if [ -z "${JUDGE_BOOTS:-}" ]; then
# --- probes of real userspace and policies: each guest job states what it
# expects ("# expect-KIND: KEY | KERNELS | ERE") of its "# KIND: KEY => VALUE"
# lines: compat (qemu/guest/job-compat.sh, main boot), lsm (job-lsm.sh, lsm
# boot), container (job-container.sh, container boot).  Once that boot
# ran, every key needs an expectation for this kernel and a value (or none,
# where the ERE is "(absent)"), and every value an expectation.
probes() {	# probes KIND JOB BOOT
	case $(sed -n "s/^$3: //p" "$run/verdicts") in ""|skipped:*) return 0 ;; esac
	log=$run/runs/$3/output.log
	sed -n "s/^# expect-$1: //p" "$here/../guest/$2" |
	while IFS='|' read -r key ks re; do
		key=${key% } ks=" ${ks# } " re=${re# }
		for k in $ks; do
			case " $KERNELS " in *" $k "*) ;; *) echo "$key${tab}unknown kernel $k" ;; esac
		done
		case $ks in *" $kernel "*) echo "$key$tab=$re" ;; *) echo "$key$tab-" ;; esac
	done >"$tmp"
	# per key: "=ERE" for this kernel, "-" where another kernel is meant
	awk -F"$tab" '!($1 in n) { order[++nk] = $1 }
	{ n[$1]++; if ($2 ~ /^=/) want[$1] = substr($2, 2); else if ($2 != "-") bad[$1] = $2 }
	END { for (i = 1; i <= nk; i++) { k = order[i]
		print k "\t" (k in bad ? "!" bad[k] : k in want ? "=" want[k] : "!no expectation for this kernel") } }' \
		"$tmp" >"$tmp.keys"
	# per key of tmp.keys: how often the log reports it and its values
	# ("|" between two), then each key reported that has no line there
	awk -F"$tab" -v OFS="$us" -v p="# $1: " "$decidable"'
	FILENAME == keys { order[++n] = $1; want[$1] = $2; next }
	index($0, p) == 1 && (i = index($0, " => ")) {	# a key ends at the first " => "
		k = substr($0, length(p) + 1, i - length(p) - 1)
		v = substr($0, i + 4)
		values[k] = (k in count) ? values[k] "|" v : v
		if (!(k in count) && !(k in want)) extra[++ne] = k
		count[k]++
	}
	END {
		for (j = 1; j <= n; j++) {
			k = order[j]; re = want[k]
			print "K", k, want[k], count[k] + 0, values[k], re ~ /^=/ ? flag(values[k], substr(re, 2)) : "?"
		}
		for (j = 1; j <= ne; j++) print "X", extra[j]
	}' keys="$tmp.keys" "$tmp.keys" - <"$([ -f "$log" ] && echo "$log" || echo /dev/null)" >"$tmp.values"
	while IFS="$us" read -r kind key want count value fl; do
		if [ "$kind" = X ]; then
			emit 0 "$1:$key" "reported, but qemu/guest/$2 states no expectation for it"
			continue
		fi
		case $want in !*) emit 0 "$1:$key" "${want#!} in qemu/guest/$2"; continue ;; esac
		re=${want#=}
		if [ "$count" -gt 1 ]; then	# which one would count?
			emit 0 "$1:$key" "reported more than once: $value"
		elif [ "$re" = "(absent)" ]; then	# a row this kernel must not print, even empty
			if [ "$count" = 0 ]; then emit 1 "$1:$key" "absent"; else emit 0 "$1:$key" "\"$value\"; expected no such row"; fi
		elif [ "$count" = 0 ]; then
			emit 0 "$1:$key" "never reported: $3 $(sed -n "s/^$3: //p" "$run/verdicts")"
		elif match_flag "$fl" "$value" "$re"; then
			emit 1 "$1:$key" "$value"
		else
			emit 0 "$1:$key" "$value; does not match /$re/"
		fi
	done <"$tmp.values"
	rm -f "$tmp.keys" "$tmp.values"
}
probes compat job-compat.sh main
probes lsm job-lsm.sh lsm
# ... and what the lsm boot says the kernel did, the kernel says too: the
# LSMs it initialized, each with its own line that it is up, and an
# AppArmor audit record for each denial, by a profile the boot loaded
if [ -f "$run/runs/lsm/output.log" ]; then
	awk -v con="$run/runs/lsm/console.log" -v OFS="$tab" '
	BEGIN { while ((getline l <con) > 0) { sub(/\r$/, "", l)
		if (match(l, /LSM: initializing lsm=[a-z,]+/)) init = substr(l, RSTART + 22, RLENGTH - 22)
		if (match(l, /Kernel command line: .* lsm=[a-z,]+/)) { asked = substr(l, RSTART, RLENGTH); sub(/.* lsm=/, "", asked) }
		if (index(l, "landlock: Up and running.")) up["landlock"] = 1
		if (index(l, "AppArmor: AppArmor initialized")) up["apparmor"] = 1
		if (index(l, "apparmor=\"STATUS\"") && match(l, /operation="profile_(load|replace)"/)) {
			o = substr(l, RSTART + 19, RLENGTH - 20)
			if (match(l, / name="[^"]*"/)) { loaded[substr(l, RSTART + 7, RLENGTH - 8)] = 1; nstatus[o, substr(l, RSTART + 7, RLENGTH - 8)]++ }
		}
		prof = ""; if (match(l, / profile="[^"]*"/)) { prof = substr(l, RSTART + 10, RLENGTH - 11); sub(/\/\/.*/, "", prof) }
		if (index(l, "apparmor=\"DENIED\"") && (prof in loaded) && match(l, /operation="[a-z_]+"/)) {
			op = substr(l, RSTART + 11, RLENGTH - 12)
			# (the guest writes a PID as PID)
			if (match(l, / name="[^"]*"/)) { n = substr(l, RSTART + 7, RLENGTH - 8); sub(/^\/proc\/[0-9]+\//, "/proc/PID/", n); denied[op " " n]++; ndenied++ }
		} } }
	/^# lsm: active: / { a = substr($0, 16); seen = 1
		if (a != init) print "lsm:active", "the guest says " a ", the kernel initialized " (init == "" ? "none it announced" : init)
		# every LSM the boot asked for (lsm=), the kernel initialized
		n = split(asked, lsms, ",")
		for (i = 1; i <= n; i++) if (!index("," init ",", "," lsms[i] ",")) print "lsm:active", "the boot asked for lsm=" asked ", the kernel initialized " (init == "" ? "none it announced" : init)
		n = split(init, lsms, ",")
		for (i = 1; i <= n; i++) if ((lsms[i] == "landlock" || lsms[i] == "apparmor") && !(lsms[i] in up))
			print "lsm:active", "the kernel initialized " lsms[i] " but never said it was up" }
	# a profile the guest says it loaded or reloaded, the kernel loaded
	# or replaced, once each
	/^# lsm: AppArmor profile [^ ]+ (loaded|reloaded)/ {
		p = $5; o = $6 == "loaded" ? "load" : "replace"
		if (++claimed[o, p] > nstatus[o, p] + 0) print "lsm:AppArmor profile " p, "the guest says " $6 ", the console holds no (other) apparmor=\"STATUS\" profile_" o " of " p }
	/^# lsm: .* => .*DENIED [a-z_]+ of \// {
		k = substr($0, 8); sub(/ => .*/, "", k)
		match($0, /DENIED [a-z_]+ of \/[^ ,;]*/); d = substr($0, RSTART + 7, RLENGTH - 7)
		op = d; sub(/ .*/, "", op); path = d; sub(/^[a-z_]+ of /, "", path)
		# one record a denial: two rows, two records
		nused++
		if (++used[op " " path] > denied[op " " path] + 0) print "lsm:" k, "says DENIED " op " of " path ", the console holds no (other) such apparmor=\"DENIED\" record by a profile the boot loaded" }
	END { if (!seen) print "lsm:active", "the guest never said which LSMs were active"
		# ... and no denial the guest does not report: a row it calls
		# allowed that the kernel denied
		if (ndenied > nused) print "lsm:denials", "the console holds " ndenied " apparmor=\"DENIED\" records, the guest reports " nused + 0 " denials" }' "$run/runs/lsm/output.log" >"$tmp.lsm"
	while IFS="$tab" read -r what why; do emit 0 "$what" "$why"; done <"$tmp.lsm"
	rm -f "$tmp.lsm"
fi
probes container job-container.sh container

# --- the kernel's own proc selftests: each must report, and exit 0 -----------
# The list is the run's "selftests" (what boot-tests.sh found built), but a
# list that comes only from the run could shrink unseen: it must not be
# empty, and must hold every TEST_GEN_PROGS of the kernel's own Makefile
# when its source is here (A-default is A's build).  Results count only
# from the main boot's log, and every one there must be on the list.
slog=$run/runs/main/output.log
list=$(cat "$run/selftests" 2>/dev/null || true)
[ -n "$list" ] || emit 0 "selftests" "no list of the selftests built ($run/selftests missing or empty)"
listed=" $(echo $list) "
# each selftest's exit status in the main boot, "NAME RC" a line
exits=$(sed -n 's/^# selftest-exit: \([^ ]*\) /\1 /p' "$slog" 2>/dev/null || true)
exit_of() { printf '%s\n' "$exits" | while read -r e r; do [ "$e" != "$1" ] || { echo "$r"; break; }; done; }
mk=$BUILD/${kernel%-default}/src/tools/testing/selftests/proc/Makefile
gen_progs() { awk '{ while (sub(/\\$/, "") && (getline l) > 0) $0 = $0 " " l }
	$1 == "TEST_GEN_PROGS" && ($2 == ":=" || $2 == "+=" || $2 == "=") { for (i = 3; i <= NF; i++) print $i }' "$1"; }
if [ -f "$mk" ]; then
	for t in $(gen_progs "$mk"); do
		case $listed in *" $t "*) ;; *) emit 0 "selftest:$t" "in $mk but not on the run's list of selftests built" ;; esac
	done
fi
# ... and, kernel source or not, exactly the base's (compare-tests/proc-selftests,
# held to the base's Makefile where that is here) with what the kernel's
# patches add, each once
base_list=$here/../../compare-tests/proc-selftests
base_mk=$BUILD/src/tools/testing/selftests/proc/Makefile
if [ -f "$base_mk" ] && [ "$(gen_progs "$base_mk" | sort)" != "$(grep -v '^#' "$base_list" | sort)" ]; then
	emit 0 "selftests" "compare-tests/proc-selftests is not the TEST_GEN_PROGS of $base_mk"
fi
added=$(for p in $(make -s --no-print-directory -C "$here/../.." print-patches-"${kernel%-default}" 2>/dev/null); do
	awk '/^diff --git a\/tools\/testing\/selftests\/proc\/Makefile / { m = 1; next } /^diff --git / { m = 0 }
		m && /^\+TEST_GEN_PROGS \+= / { print $3 }' "$here/../../$p"; done)
want_list=$( { grep -v '^#' "$base_list"; printf '%s\n' $added; } | grep . | sort)
got_list=$(printf '%s\n' $list | sort)
twice=$(printf '%s\n' "$got_list" | uniq -d | tr '\n' ' ')
[ -z "$twice" ] || emit 0 "selftests" "on the run's list more than once: $twice"
missing=$(printf '%s\n' "$want_list" | comm -23 - "$(printf '%s\n' "$got_list" | sort -u >"$tmp.got"; echo "$tmp.got")" | tr '\n' ' ')
[ -z "$missing" ] || emit 0 "selftests" "not on the run's list of selftests built: $missing(compare-tests/proc-selftests and the patches)"
# ... and nothing on it that this kernel's tree does not have
extra=$(printf '%s\n' "$got_list" | sort -u | comm -23 - "$(printf '%s\n' "$want_list" >"$tmp.want"; echo "$tmp.want")" | grep . | tr '\n' ' ' || true)
rm -f "$tmp.want"
[ -z "$extra" ] || emit 0 "selftests" "on the run's list of selftests built, but not in $kernel's tree: $extra(compare-tests/proc-selftests and the patches)"
rm -f "$tmp.got"
# tap_of NAME: what is wrong with the TAP stream a selftest printed, if it
# printed one, else nothing: a whole stream (qemu/host/tap.awk) in which
# every case passed
tap_of() {
	want=
	[ "$1" != proc-netns ] || want=$(harness_cases $(sed "s|^|$here/../../series-netns-id/|" "$here/../../series-netns-id/series"))
	sed -n "/^# selftest: $1\$/,/^# selftest-exit/s/^#   | //p" "$slog" | awk -v want="$want" "$tap_lib"'
	BEGIN { tap_begin(); tap_want = want }
	{ tap_line($0) }
	END {
		why = tap_end()
		if (why == "" && tap_fail + tap_skip) why = tap_fail " failed, " tap_skip " skipped or XFAIL"
		if (why == "" && tap_skipall != "") why = "skipped as a whole: " tap_skipall
		if (why == "" && tap_killed) why = tap_kill
		if (why != "") print "TAP stream: " why
	}'
}
for t in $list; do
	rc=$(exit_of "$t")
	[ "$rc" != 0 ] || tapbad=$(tap_of "$t")
	# a selftest without TAP (most of tools/testing/selftests/proc) says
	# it failed by assert(), which aborts: an exit 0 after it is not its own
	[ "$rc" != 0 ] || [ -n "$tapbad" ] || tapbad=$(sed -n "/^# selftest: $t\$/,/^# selftest-exit/s/^#   | //p" "$slog" |
		grep -m1 -e ": Assertion .* failed\.\$" -e '^Aborted' | sed 's/^/a failed assertion: /' || true)
	case $rc in
	0) if [ -n "$tapbad" ]; then emit 0 "selftest:$t" "exit 0, but $tapbad"; else emit 1 "selftest:$t"; fi ;;
	"") emit 0 "selftest:$t" "never reported: guest $(sed -n 's/^main: //p' "$run/verdicts")" ;;
	4) emit 0 "selftest:$t" "skipped (exit 4): $(sed -n "/^# selftest: $t\$/,/^# selftest-exit/s/^#   | //p" "$slog" | grep -i skip | head -1)" ;;
	*) emit 0 "selftest:$t" "exit $rc" ;;
	esac
done
# (loops over words, not pipes: emit must count in this shell)
for t in $(printf '%s\n' "$exits" | cut -d' ' -f1); do
	case $listed in *" $t "*) ;; *) emit 0 "selftest:$t" "exit $(exit_of "$t"), but not on the run's list of selftests" ;; esac
done
for boot in $boots; do
	[ "$boot" != main ] || continue
	for t in $(sed -n 's/^# selftest-exit: \([^ ]*\) .*/\1/p' "$run/runs/$boot/output.log" 2>/dev/null); do
		emit 0 "selftest:$t@$boot" "reported outside the main boot"
	done
done

fi

# --- trinity (the "fuzz" and "fuzz-unprivileged" boots) ---------------------
# Each kernel must report exactly the victims its job states for it
# ("# expect-victims: KERNELS | VICTIM...", netns-ID standing for any
# number).  Where the job expects "hang", trinity must leave a task in D
# state in lock_rename()/lock_two_directories() and the console a
# hung-task report holding s_vfs_rename_key: the 2013 signature, nothing
# else.  Elsewhere every victim must run at least 90% of its budget
# ("# fuzz-budget:") and the syscalls per minute of budget its job states
# ("# expect-syscalls:"), let trinity exit, leave taint 0 and no task in
# D state; in the container, trinity must run as uid 1000 with no
# capability in namespaces of its own, and the lookups of the guest's
# namespace by number beside it must all miss.
trinity() {	# trinity BOOT NAME
	log=$run/runs/$1/output.log job=$here/../guest/$(fuzz_job "$1")
	grep -q "^$1: completed\|^$1: hung\|^$1: failed" "$run/verdicts" 2>/dev/null || return 0
	want=$(expect_verdict "$job")
	want_victims=$(sed -n 's/^# expect-victims: //p' "$job" |
		awk -F' [|] ' -v k="$kernel" '(" " $1 " ") ~ (" " k " ") { print $2; exit }')
	per_min=$(sed -n 's/^# expect-syscalls: \([0-9]*\) per minute of budget$/\1/p' "$job")
	min_budget=$(sed -n 's/^# expect-budget: \([0-9]*\) s per victim at least$/\1/p' "$job")
	# the run's parameters (fuzz.sh: JUDGE_FUZZ="SEED SECONDS PER_VICTIM"
	# from its params; make compare: fuzz.sh's seed, FUZZ_VICTIM_S a victim)
	set -- "$1" "$2" ${JUDGE_FUZZ:-20130321 0 ${FUZZ_VICTIM_S:-25}}
	fuzz_seed=$3 fuzz_budget=$5
	nv=$(echo $want_victims | wc -w)
	[ "$5" -gt 0 ] || fuzz_budget=$(($4 / (nv > 0 ? nv : 1)))
	set -- "$1" "$2"
	[ -n "$min_budget" ] || emit 0 "$2" "no expect-budget line in qemu/guest/$(fuzz_job "$1")"
	found=
	victims=$(sed -n 's|^# fuzz: \(/[^ ]*\) => .*|\1|p' "$log")
	named=$(printf '%s\n' $victims | sed 's|^/proc/netns-[0-9][0-9]*/|/proc/netns-ID/|' | tr '\n' ' ')
	[ -n "$want_victims" ] || emit 0 "$2" "no expect-victims line for $kernel in qemu/guest/$(fuzz_job "$1")"
	for v in $want_victims; do
		case " $named " in *" $v "*) ;; *) emit 0 "$2:$v" "victim never reported; $kernel's are: $want_victims" ;; esac
	done
	for v in $named; do
		case " $want_victims " in *" $v "*) ;; *) emit 0 "$2:$v" "not a victim of $kernel: $want_victims" ;; esac
	done
	dups=$(printf '%s\n' $named | sort | uniq -d | tr '\n' ' ')
	[ -z "$dups" ] || emit 0 "$2" "more than one victim reported as: $dups"
	# every line about a victim belongs to one that reported its result
	for v in $(sed -n 's|^# fuzz-[a-z]*: \(/[^ ]*\) => .*|\1|p' "$log" | sort -u); do
		case " $(echo $victims) " in *" $v "*) ;; *) emit 0 "$2:$v" "reported beside no \"# fuzz: $v\" line" ;; esac
	done
	# one record a victim, in one pass: how often it reported its result
	# and the result ("|" between two), its hung tasks, budget, uid and
	# capabilities, lookups beside it, whether it said when it started, and
	# from its result the syscalls, exit status, seconds run and taint
	want_probe=$(sed -n 's/^# expect-probe: //p' "$job" |
		awk -F' [|] ' -v k="$kernel" '(" " $1 " ") ~ (" " k " ") { print $2; exit }')
	# the guest's clock on this boot's console: init's start and the end of
	# boot, between which every victim must have run
	clock=$(sh "$here/console-clock.sh" "$run/runs/$1/console.log")
	# ... less the namespace churn the job runs after the last victim
	churn=$(sed -n 's/^# measured: \(net_namespace objects .*\)/\1/p' "$log" | head -1)
	after=0; [ -z "$churn" ] || after=$(sh "$here/relations.sh" -t netns-churn "$kernel" "$churn")
	awk -v OFS="$us" -v c_init="${clock% *}" -v c_end="${clock#* }" -v after="$after" '
	function last(s, re,   r) { r = ""; while (match(s, re)) { r = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) } return r }
	function num(s) { gsub(/[^0-9]/, "", s); return s }
	function add(a, k, s) { if (k in a) a[k] = a[k] "|" s; else a[k] = s }
	/^# fuzz(-[a-z]*)?: \/[^ ]* => / {
		kind = $2; v = $3; val = $0; sub(/^[^=]*=> /, "", val)
		if (!(v in seen)) { seen[v] = 1; order[++n] = v }
		# the key is tested before the assignment: mawk creates the
		# element it assigns to before it evaluates the value
		if (kind == "fuzz:") { add(res, v, val); cnt[v]++ }
		else if (kind == "fuzz-hung:") hung[v] = hung[v] val ";"
		else if (kind == "fuzz-budget:" && !(v in budget) && val ~ /^[0-9]+ s$/) budget[v] = num(val)
		else if (kind == "fuzz-as:") add(as, v, val)
		else if (kind == "fuzz-probe:") add(probe, v, val)
		else if (kind == "fuzz-start:" && val ~ /^uptime [0-9]+\.[0-9]*$/) {
			start[v] = 1; up = substr(val, 8) + 0; up_of[v] = up
			if (c_init != "-" && up < c_init + 0) order_bad[v] = "started at uptime " up ", before init ran (" c_init ")"
			# the guest clock runs on: a victim starts after the one
			# before it ended (its seconds, rounded, less one)
			if (up < prev_up + prev_took - 1) order_bad[v] = "started at uptime " up ", before the victim before it ended (" prev_up " + " prev_took " s)"
			prev_up = up
		}
		if (kind == "fuzz:") {
			cur = v
			if (match(val, /^exit [0-9]+ after [0-9]+ s/)) {
				prev_took = substr(val, RSTART, RLENGTH); sub(/.* after /, "", prev_took); prev_took += 0
				# its seconds (rounded) end before the console says the boot
				# ended, less the churn that ran after the victims
				if ((v in up_of) && c_end != "-" && up_of[v] + prev_took - 1 > c_end - after)
					order_bad[v] = "ran from uptime " up_of[v] " for " prev_took " s, past the end of the boot (" c_end (after > 0 ? ", less the " after " s of the churn after it" : "") ")"
			}
		}
		else if (kind == "fuzz-budget:" || kind == "fuzz-start:") cur = ""
		next
	}
	# trinity'"'"'s own last words after a victim'"'"'s result: its count of syscalls
	# and its successes and failures, which add up to it but for the calls
	# in flight when it stopped (some per child; a hundredth at most here)
	# ... and why it stopped: the job ends it with SIGINT (trinity says
	# ctrl-c, exit_reason 6); any other reason (a tainted kernel, a
	# child that died) is no clean run
	/^#   trinity\| \[main\] +Bailing main loop because / && cur != "" {
		x = $0; sub(/.*Bailing main loop because /, "", x)
		if (x != "ctrl-c.") order_bad[cur] = "trinity stopped because " x
	}
	/^#   trinity\| \[main\] +exit_reason=[0-9]+/ && cur != "" {
		x = $0; sub(/.*exit_reason=/, "", x); sub(/[^0-9].*/, "", x)
		if (x != 6) order_bad[cur] = "trinity exit_reason " x ", not 6 (SIGINT)"
	}
	/^#   trinity\| \[main\] +Ran [0-9]+ syscalls\./ && cur != "" {
		x = $0; sub(/.* Ran /, "", x); sub(/ .*/, "", x); tailn[cur] = x
		if (match($0, /Successes: [0-9]+ +Failures: [0-9]+$/)) {
			split(substr($0, RSTART, RLENGTH), sf, / +/); sum = sf[2] + sf[4]
			if (sum > x + 0 || x - sum > x / 100 + 10) order_bad[cur] = "trinity ran " x " syscalls, but counted " sf[2] " successes and " sf[4] " failures"
		}
	}
	END {
		for (i = 1; i <= n; i++) {
			v = order[i]; if (!cnt[v]) continue; l = res[v]
			calls = num(last(l, ", [0-9]* syscalls"))
			rc = ""; if (match(l, /^exit [0-9]* /)) rc = num(substr(l, RSTART, RLENGTH))
			took = ""; if (match(l, /^exit [0-9]* after [0-9]* s,/)) { took = substr(l, RSTART, RLENGTH); sub(/^exit [0-9]* after /, "", took); took = num(took) }
			taint = num(last(l, "tainted [0-9]*"))
			# the count the result states is trinity'"'"'s own
			rel = order_bad[v]
			if (calls != "" && (calls + 0 > 0 || v in tailn) && tailn[v] != calls) rel = (rel == "" ? "" : rel "; ") calls " syscalls stated, trinity said " (v in tailn ? tailn[v] : "nothing")
			print v, cnt[v], l, hung[v], budget[v], as[v], probe[v], start[v] + 0, calls, rc, took, taint, rel
		}
	}' "$log" | sort >"$tmp.victims"
	while IFS="$us" read -r v count line hung budget as probe started calls rc took taint rel; do
		if [ "$count" -gt 1 ]; then
			emit 0 "$2:$v" "reported more than once: $line|"
			continue
		fi
		if [ "$1" = fuzz-unprivileged ]; then
			if ! matches "$as" '^uid 1000, CapEff 0+, uid_map 0 100000 65536, pid 1, netns own$'; then
				emit 0 "$2:$v" "trinity ran as: ${as:-not reported}"
				found=1
				continue
			fi
		else
			# the root boot's trinity is root's, if the job says who ran it
			if [ -n "$as" ] && ! matches "$as" '^uid 0,'; then
				emit 0 "$2:$v" "trinity of the root boot ran as: $as"
				found=1
				continue
			fi
			as= probe=
		fi
		# what a victim must show, hung or not: its start, a run of 90%
		# of its budget at least (trinity's timeout ends a hung one) and
		# no more than 30 s over it (the kill comes 10 or 20 s after),
		# taint 0 and, in the container, the lookups beside it all missed
		both=""
		[ "$started" = 1 ] || both="$both; no fuzz-start uptime"
		[ -z "$rel" ] || both="$both; $rel"
		if [ -n "$budget" ] && [ "${took:-0}" -gt $((budget + 30)) ]; then
			both="$both; ran ${took} s of a $budget s budget (more than 30 s over)"
		elif [ -n "$budget" ] && [ $(( ${took:-0} * 10 )) -lt $((budget * 9)) ]; then
			both="$both; ran ${took:-?} s of a $budget s budget (under 90%)"
		fi
		[ "$taint" = 0 ] || both="$both; tainted ${taint:-?}"
		# ... and the run's own parameters, as fuzz.sh filled them into the
		# job: the seed, and the budget (a victim's, or the whole split
		# over the victims)
		seed=$(printf '%s\n' "$line" | sed -n 's/.*, seed \([0-9]*\), .*/\1/p')
		[ "$seed" = "$fuzz_seed" ] || both="$both; seed ${seed:-not stated}, the run's is $fuzz_seed"
		[ -z "$budget" ] || [ "$budget" = "$fuzz_budget" ] || both="$both; a budget of $budget s, the run's parameters give $fuzz_budget s"
		if [ "$1" = fuzz-unprivileged ] && ! matches "$probe" "${want_probe:-no expect-probe line for $kernel}"; then
			both="$both; lookups beside trinity: ${probe:-not reported}"
		fi
		# where the job expects a hang, a victim that did not hang must
		# still pass as a clean one (a crash or taint is no finding)
		if [ "$want" = hang ] && [ -n "$hung" ]; then
			if [ "${budget:-0}" -lt "${min_budget:-1}" ]; then
				emit 0 "$2:$v" "a budget of ${budget:-no} s, under the ${min_budget:-?} s the job asks"
			elif [ -n "$both" ]; then
				emit 0 "$2:$v" "$hung but ${both#; }"
			# trinity whose children are stuck in D state cannot end by
			# itself: the job kills it, so it never exits 0
			elif [ "${rc:-0}" = 0 ]; then
				emit 0 "$2:$v" "exited 0 by itself, yet the job reports hung tasks: $hung"
			elif ! matches "$hung" 'in (lock_rename|lock_two_directories),'; then
				emit 0 "$2:$v" "tasks in D state, but not in lock_rename: $hung"
			elif ! matches "$(hung_report "$run/runs/$1/console.log")" s_vfs_rename_key; then
				emit 0 "$2:$v" "$hung but no hung-task report holding s_vfs_rename_key"
			else
				xfail=$((xfail + 1))
				emit 1 "$2:$v" "finds the bug: $hung"
			fi
			found=1
			continue
		fi
		why=""
		if [ -z "$budget" ]; then
			why="$why; no budget reported"
		elif [ "$budget" -lt "${min_budget:-1}" ]; then
			why="$why; a budget of $budget s, under the ${min_budget:-?} s the job asks"
		fi
		why="$why$both"
		min=$(( ${per_min:-0} * ${budget:-0} / 60 ))
		[ -n "$per_min" ] || why="$why; no expect-syscalls line in qemu/guest/$(fuzz_job "$1")"
		[ "${calls:-0}" -gt 0 ] && [ "${calls:-0}" -ge "$min" ] ||
			why="$why; ${calls:-no} syscalls, under the $min the job asks of a $budget s budget"
		# ... and no more than a TCG guest can make: some three times the
		# fastest victim seen here (72000 a minute)
		[ "${calls:-0}" -le $(( 200000 * ${budget:-0} / 60 )) ] ||
			why="$why; $calls syscalls in a $budget s budget, over the $(( 200000 * ${budget:-0} / 60 )) a TCG guest could make"
		case $rc in 0|124) ;; *) why="$why; trinity exit ${rc:-?} (killed, or failed)" ;; esac
		[ -z "$hung" ] || why="$why; D state: $hung"
		if [ -z "$why" ]; then
			emit 1 "$2:$v" "clean: $calls syscalls in $took of $budget s, exit $rc, taint 0${as:+; as $as}${probe:+; $probe}"
		else
			emit 0 "$2:$v" "${why#; }"
		fi
	done <"$tmp.victims"
	[ "$want" != hang ] || [ -n "$found" ] || emit 0 "$2" "no task hung in any victim: $(sed -n "s/^$1: //p" "$run/verdicts")"
	# each task the console reports hung is one a victim reported
	hung_pids=" $(sed -n 's/^# fuzz-hung: [^ ]* => pid \([0-9]*\) .*/\1/p' "$log" | tr '\n' ' ')"
	for p in $(sed -n 's/.*INFO: task .*:\([0-9][0-9]*\) blocked for more than.*/\1/p' "$run/runs/$1/console.log" 2>/dev/null | sort -u); do
		case $hung_pids in *" $p "*) ;; *) emit 0 "$2" "the console reports task $p hung, which no victim reported" ;; esac
	done
	# a debug kernel (make fuzz CONFIG=debug) scans for leaks at the end
	if grep -a -q 'kmemleak: Kernel memory leak detector initialized' "$run/runs/$1/console.log"; then
		leaks=$(sed -n 's/^# fuzz: kmemleak => \([0-9]*\) unreferenced objects$/\1/p' "$log")
		# the objects it counted are those it lists (its first 3000 lines)
		listed=$(grep -c '^#   kmemleak| unreferenced object' "$log" || true)
		lines=$(grep -c '^#   kmemleak| ' "$log" || true)
		if [ "$leaks" = 0 ] && [ "$listed" = 0 ]; then
			emit 1 "$2:kmemleak" "0 unreferenced objects"
		elif [ -n "$leaks" ] && { [ "$lines" -lt 3000 ] && [ "$listed" != "$leaks" ] || [ "$listed" -gt "$leaks" ]; }; then
			emit 0 "$2:kmemleak" "kmemleak counted $leaks unreferenced objects, and lists $listed"
		else
			emit 0 "$2:kmemleak" "${leaks:-no} unreferenced objects reported"
		fi
	fi
	churn_at=$(grep -n '^# test: netns-churn' "$log" | head -1 | cut -d: -f1)
	[ "$want" = hang ] || [ "${churn_at:-0}" -gt "$(grep -n '^# fuzz: /' "$log" | tail -1 | cut -d: -f1)" ] ||
		emit 0 "$2" "the namespace churn test did not run after trinity"
	# ... and dropped the dcache it says it dropped (qemu/host/drop-caches.sh)
	if [ -n "$churn" ]; then
		why=$(sh "$here/drop-caches.sh" "$src/netns-churn.c" netns-churn "$run/runs/$1/console.log")
		[ -z "$why" ] || emit 0 "$2:churn" "$why"
	fi
}
trinity fuzz trinity
trinity fuzz-unprivileged trinity-unprivileged
# the records, one line each, a tab between fields, none inside one
awk 'BEGIN { RS = "\036"; FS = "\037"; OFS = "\t" }
	{ for (i = 1; i <= NF; i++) gsub(/[\t\r\n]/, " ", $i); $1 = $1; print }' "$tmp.records" >"$records" 2>/dev/null || true
printf '# counts: %d %d %d %d %d\n' $passed $failed $skipped $xfail $n
