#!/bin/sh
# regen9.sh (run in a work tree): what a consistent forger does after
# changing a committed run or table: rejudge.sh's own rendering, written
# over the committed documents (rejudge.sh with same() copying instead of
# comparing), then figures.sh -f on README.md and the cover letter.
# REPACK="what ..." first packs runs/WHAT/ back into its .tar.xz.
set -eu
runs=compare-tests/results/runs
for what in ${REPACK:-}; do
	(cd "$runs/$what" && find . -type f | sed 's|^\./||' | sort | tar --owner=0 --group=0 --mtime=@0 \
		--no-recursion -T - -cf -) | xz -9e >"$runs/$what.tar.xz"
	rm -rf "$runs/$what"
done
sed 's/^same() {.*/same() { cp "$1" "$2"; return 0; }\nsame_unused() {/' qemu/host/rejudge.sh >"${TMPDIR:-/tmp}/regen9-rejudge.$$"
sh "${TMPDIR:-/tmp}/regen9-rejudge.$$" >/dev/null 2>&1 || true
rm -f "${TMPDIR:-/tmp}/regen9-rejudge.$$"
sh qemu/host/figures.sh -f compare-tests/results/report.json README.md series-netns-id/0000-cover-letter.patch
