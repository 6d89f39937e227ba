#!/bin/sh
# make check-docs (run first by make check): every figure a committed
# document quotes is one the committed run holds.   check-docs.sh
#  - compare-tests/results/REPORT.md must be qemu/host/report-md.sh of
#    compare-tests/results/report.json (with the bench.md and fuzz*.md beside it);
#  - in README.md and the cover letter, each <!-- fig:NAME -->VALUE<!--
#    /fig --> must be what qemu/host/figures.sh gives NAME, and the
#    cover letter's block of figures must be its -c output;
#  - outside those, a document may not quote a measurement by hand.  The
#    rule: a measurement is a number with a unit (s, ms, min, %, x, M,
#    GiB, instructions, syscalls, lookups, calls, cases, boots, ...), a
#    decimal with three places or more (a ratio), or a number of five
#    digits or more.  Numbers that are not measurements (commit ids,
#    years, versions, patch counts, option values) are free; one that has
#    a measurement's shape (a seed, a constant) goes in `code`, as do
#    commands and their options.  Code blocks of markdown count as code,
#    and the lines git format-patch writes (From, diffstat) are not read;
#  - every file of this repository a document names (a path under .ci/,
#    qemu/, compare-tests/, series-*/ or drafts/: a file, a directory, a
#    test by its name without .c, a patch by its number) exists, and so
#    does every make target it gives as `make ...` (in code).
# Then the positive controls: each document in qemu/host/docs-fixtures/
# must fail, for the cause its first line names (<!-- expect: ERE -->).
# Prints TAP.
set -eu
here=$(dirname "$0")
data=compare-tests/results/report.json
docs="README.md series-netns-id/0000-cover-letter.patch series-netns-id/DESIGN.md"
figs=$(mktemp) tmp=$(mktemp) targets=$(mktemp)
trap 'rm -f "$figs" "$tmp" "$targets"' EXIT
# make's own list of targets (-q runs no recipe)
make -qp 2>/dev/null | awk '/^# Not a target/ { skip = 1; next }
	/^[A-Za-z0-9_.%\/-]+:/ && !skip { sub(/:.*/, ""); print } { skip = 0 }' | sort -u >"$targets"
sh "$here/figures.sh" "$data" >"$figs"
n=0 bad=0
tap() {	# tap 0|1 DESCRIPTION
	n=$((n + 1))
	if [ "$1" = 1 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; bad=1; fi
}

# problems DOC: one line per figure DOC quotes that the run does not hold
problems() {
	sh "$here/figures.sh" -c "$data" >"$tmp"
	awk -F'\t' -v block="$tmp" -v doc="$1" '
	function mask(s,   i, c, out) {	# code: a span may cross lines
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "`") code = !code
			out = out ((code && c != "`") ? "\001" : c)
		}
		return out
	}
	FILENAME != doc { v[$1] = $2; next }
	FNR == 1 { while ((getline l < block) > 0) want[++nw] = l; if (/^<!-- expect: /) next }
	# the cover letter block, line by line
	/^Measured under QEMU \(/ { inblock = 1; nb = broken = 0 }
	inblock {
		if (!broken && $0 != want[++nb]) { printf "line %d: the block of figures differs from figures.sh -c: \"%s\"\n", FNR, $0; broken = 1 }
		if (/^-- end of figures --$/) inblock = broken = 0
		next
	}
	/^$/ { code = 0 }	# ... but not paragraphs
	/^```/ { fence = !fence; next }
	fence { next }
	doc ~ /\.md$/ && /^(    |\t)/ { next }	# an indented code block
	# what git format-patch writes itself: the From line, the diffstat
	doc ~ /\.patch$/ && (/^From [0-9a-f]+ / || /^ .* \| +[0-9]+ [-+]*$/ || /^ [0-9]+ files? changed/ || /^ (create|delete) mode /) { next }
	{
		s = mask($0)	# a marker inside `code` is an example, not a figure
		while (match(s, /<!-- fig:[^ ]+ -->[^<]*<!-- \/fig -->/)) {
			m = substr(s, RSTART, RLENGTH); name = m; sub(/^<!-- fig:/, "", name); sub(/ .*/, "", name)
			val = m; sub(/^<!-- fig:[^ ]+ -->/, "", val); sub(/<!-- \/fig -->$/, "", val)
			if (!(name in v)) printf "line %d: fig:%s names no figure of the run\n", FNR, name
			else if (val != v[name]) printf "line %d: fig:%s quotes %s, the run has %s\n", FNR, name, val, v[name]
			s = substr(s, 1, RSTART - 1) " " substr(s, RSTART + RLENGTH)
		}
		gsub(/`[^`]*`/, " ", s)
		t = " " s " "
		unit = "(s|ms|us|min|h|%|x|M|K|GiB|MiB|GB|MB|KB|instructions|syscalls|lookups|calls|cases|boots|seconds|minutes|hours|dentries|inodes)"
		while (match(t, "[^0-9A-Za-z_.][0-9]+(\\.[0-9]+)?( |-)?" unit "[^0-9A-Za-z_]") ||
		       match(t, "[^0-9A-Za-z_.][0-9]+\\.[0-9][0-9][0-9]+") ||
		       match(t, "[^0-9A-Za-z_.][0-9][0-9][0-9][0-9][0-9]+[^0-9A-Za-z_]")) {
			printf "line %d: a measurement typed by hand: \"%s\"\n", FNR, substr(t, RSTART + 1, RLENGTH - 1)
			t = substr(t, RSTART + RLENGTH - 1)
		}
	}' "$figs" "$1"
	refs "$1"
}

# refs DOC: one line per file or make target DOC names that is not there
refs() {
	awk '
	/^```/ { fence = !fence; next }
	{
		# paths of this repository, wherever they stand
		t = " " $0 " "
		while (match(t, /[^A-Za-z0-9_.\/-](\.ci|qemu|compare-tests|series-netns-id|series-unique-inode|drafts)\/[A-Za-z0-9_.*<>\/{},-]*/)) {
			p = substr(t, RSTART + 1, RLENGTH - 1); t = substr(t, RSTART + RLENGTH)
			sub(/[.,]+$/, "", p)
			print FNR "\tfile\t" p
		}
		# make targets: in code spans, and in fenced code
		n = 0
		if (fence) { if ($0 ~ /^(\$ |# )?make /) spans[++n] = $0 }
		else { s = $0; while (match(s, /`make [^`]*`/)) { spans[++n] = substr(s, RSTART + 1, RLENGTH - 2); s = substr(s, RSTART + RLENGTH) } }
		for (i = 1; i <= n; i++) {
			c = spans[i]; sub(/^(\$ |# )?make /, "", c); sub(/[;&|#].*/, "", c)
			gsub(/"[^"]*"/, "", c); gsub(/'"'"'[^'"'"']*'"'"'/, "", c)
			m = split(c, w, " ")
			for (j = 1; j <= m; j++) if (w[j] !~ /=/ && w[j] !~ /^-/ && w[j] != "") print FNR "\ttarget\t" w[j]
		}
	}' "$1" | while IFS="$(printf '\t')" read -r line kind name; do
		# build-{control,B,A}: each of the braces
		case $name in
		*"{"*"}"*)
			pre=${name%%\{*} rest=${name#*\{} post=${name#*\}}
			names=$(printf '%s\n' "${rest%%\}*}" | tr ',' '\n' | sed "s|^|$pre|; s|\$|$post|") ;;
		*) names=$name ;;
		esac
		for x in $names; do
			case $kind in
			target) grep -qxF -- "$x" "$targets" ||
				echo "line $line: make $x: no such target in the Makefile" ;;
			file)
				case $x in *"<"*|*"*"*) continue ;; esac	# a pattern, not a file
				[ -e "$x" ] || [ -e "$x.c" ] || ls -d "$x"-* >/dev/null 2>&1 ||
					echo "line $line: $x: no such file in this repository" ;;
			esac
		done
	done
}

if sh "$here/report-md.sh" "$data" compare-tests/results | cmp -s - compare-tests/results/REPORT.md; then
	tap 1 "compare-tests/results/REPORT.md is qemu/host/report-md.sh of $data"
else
	tap 0 "compare-tests/results/REPORT.md is not qemu/host/report-md.sh of $data (make report writes both)"
fi
for doc in $docs; do
	out=$(problems "$doc")
	if [ -z "$out" ]; then
		named=$(sed 's/`[^`]*`//g' "$doc" | grep -o '<!-- fig:' | wc -l)
		block=$(grep -q '^Measured under QEMU (' "$doc" && echo ", and the block of figures" || true)
		tap 1 "$doc: every figure it quotes is in $data ($named named$block), every file and make target it names exists"
	else
		tap 0 "$doc: $(printf '%s\n' "$out" | head -1)$(printf '%s\n' "$out" | awk 'END { if (NR > 1) printf " (and %d more)", NR - 1 }')"
		printf '%s\n' "$out" | sed "s|^|#   $doc: |"
	fi
done
# the report is generated, figures and all: only what it names is read
out=$(refs compare-tests/results/REPORT.md)
if [ -z "$out" ]; then
	tap 1 "compare-tests/results/REPORT.md: every file and make target it names exists"
else
	tap 0 "compare-tests/results/REPORT.md: $(printf '%s\n' "$out" | head -1)"
	printf '%s\n' "$out" | sed "s|^|#   compare-tests/results/REPORT.md: |"
fi
for f in "$here"/docs-fixtures/*; do
	want=$(sed -n '1s/^<!-- expect: \(.*\) -->$/\1/p' "$f")
	hit=$(problems "$f" | grep -E -- "$want" | head -1)
	if [ -n "$want" ] && [ -n "$hit" ]; then
		tap 1 "fixture $(basename "$f") fails: $hit"
	else
		tap 0 "fixture $(basename "$f"): not failed with /$want/"
	fi
done
echo "1..$n"
exit $bad
