#!/bin/sh
# make quick: the 2013 deadlock and the directory alias, in a few minutes.
#   quick.sh OUTROOT KERNEL...	(build/quick; control alias B A)
# Each KERNEL (built by make build-KERNEL) boots, through make check's
# runner (qemu/host/boot-tests.sh), once per test of
# QUICK_TESTS, the test alone in its boot (qemu/guest/job-one-test.sh: the
# control's rename wedges the kernel by design, and run.sh's timeout still
# yields a result): deadlock-rename, the rename across two /proc/PID/net
# aliases that hangs in lock_rename() on the control, and cwd-alias, a
# task's cwd that another task's lookup moves on alias.  qemu/host/judge.sh
# holds every boot to what make check does (its kernel, its console, its
# provenance) and each test to its header's expectation for the kernel;
# the table it prints, one row per kernel, can be pasted into a reply,
# and then where the time went (qemu/host/times.sh: this make quick's
# steps, its kernels' builds included).
# Exit status 1 if any line of the judge failed.
set -eu
. qemu/host/settings.sh
root=$1
shift
tests=${QUICK_TESTS:-deadlock-rename cwd-alias}

for k in "$@"; do
	[ -f "$BUILD/$k/bzImage" ] || { echo "quick.sh: $BUILD/$k/bzImage missing: make build-$k" >&2; exit 1; }
done
# the boots of make check's runner, these alone, all at once
BOOTS=$tests sh qemu/host/timed.sh boots sh qemu/host/boot-tests.sh "$root" "$@"

bad=0
{
	printf '| kernel |'
	for t in $tests; do printf ' %s |' "$t"; done
	printf ' boots |\n|---|'
	for t in $tests; do printf -- '---|'; done
	printf -- '---|\n'
} >"$root/table.md"
for k in "$@"; do
	# shellcheck disable=SC2086
	JUDGE_BOOTS="$tests" JUDGE_TESTS="$tests" sh qemu/host/judge.sh "$k" "$root/$k" compare-tests >"$root/$k/judge.tap" || true
	grep -q '^not ok' "$root/$k/judge.tap" && bad=1
	# a cell: the judge's word on the test, "as expected" or not
	{
		printf '| %s |' "$k"
		for t in $tests; do
			line=$(grep -E "^(not )?ok [0-9]+ - $k/$t # " "$root/$k/judge.tap" | head -1)
			case $line in
			ok*) printf ' %s |' "${line#* # }" ;;
			"") printf ' NOT JUDGED |' ;;
			*) printf ' NOT AS EXPECTED: %s |' "${line#* # }" ;;
			esac
		done
		nb=$(grep -c "^ok [0-9]* - $k/boot:" "$root/$k/judge.tap" || true)
		nbad=$(grep -c "^not ok [0-9]* - $k/boot:" "$root/$k/judge.tap" || true)
		if [ "$nbad" = 0 ]; then printf ' %s clean |\n' "$nb"; else printf ' %s of %s failed |\n' "$nbad" "$((nb + nbad))"; fi
	} >>"$root/table.md"
done
repo=$(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo "-dirty")
echo "make quick, commit $repo: each test in a boot of its own, judged by qemu/host/judge.sh"
echo "($root/KERNEL/judge.tap; what each boot ran, from which build: $root/KERNEL/runs/TEST/manifest)"
echo
cat "$root/table.md"
echo
for k in "$@"; do
	grep '^not ok' "$root/$k/judge.tap" || true
done | sed "s/^/#   /"
# where the time of this make quick went, its builds included
sh qemu/host/times.sh "$root" "$@" >"$root/times.md"
echo
cat "$root/times.md"
[ "$bad" = 0 ] || { echo "make quick: some results are not what the tests expect (above)"; exit 1; }
