#!/bin/sh
# make check-docs (run first by make check): every figure a committed
# document quotes is one the committed run holds.   check-docs.sh
#  - compare-tests/results/REPORT.md must be qemu/host/report-md.sh of
#    compare-tests/results/report.json (with the bench.md and fuzz*.md beside it);
#  - in README.md and the cover letter, each <!-- fig:NAME -->VALUE<!--
#    /fig --> must be what qemu/host/figures.sh gives NAME, and the
#    cover letter's block of figures must be its -c output;
#  - each marker stands before the words that say what its figure is
#    (says, below): a right figure in a false sentence fails;
#  - outside those, a document may not quote a measurement by hand.  The
#    rule: a measurement is a number with a unit, in symbols or in words
#    (s, seconds, sec, %, percent, x, times, GiB, instructions, syscalls,
#    lookups, cases, boots, ...), any space Unicode has between them, a
#    decimal with three places or more (a ratio), or a number of five
#    digits or more.  Numbers that are not measurements (commit ids,
#    years, versions, patch counts) are free; a setting is named with its
#    value (`FUZZ_VICTIM_S=25`).  In code (a span, a fence, an indented
#    block outside a list) a number of two digits or more with a unit is
#    still a measurement; a span holding a number alone is that number.
#    Only git format-patch's own From line and the diffstat before its
#    "N files changed" are not read;
#  - every file of this repository a document names (a path under .ci/,
#    qemu/, compare-tests/, series-*/ or drafts/: a file, a directory, a
#    test by its name without .c, a patch by its number, a pattern that
#    must name one) exists, a file named without its directory is one
#    the repository holds or its tooling writes, and every make target of
#    a command in code (`make ...`, after a cd or a ;) exists;
#  - every citation names what exists ([TEST], [proc-netns: CASE],
#    [REPORT §N], [bench: HEADING, rows 'OPERATION', column HEADER]),
#    every link its file and anchor, and every setting `VAR=value` a
#    variable the Makefile or a script reads (a kernel option, a line of
#    qemu/config/), with the run's value outside a make command and a
#    value of its domain inside one (CONFIG a flavour of qemu/config/,
#    *KERNELS a kernel), and every "patch N" one of the series'.
# Then the positive controls: each document in qemu/host/docs-fixtures/
# must fail, for the cause its first line names (<!-- expect: ERE -->).
# Prints TAP.
set -eu
here=$(dirname "$0")
data=compare-tests/results/report.json
docs="README.md series-netns-id/0000-cover-letter.patch series-netns-id/DESIGN.md series-unique-inode/0000-cover-letter.patch"
figs=$(mktemp) tmp=$(mktemp) targets=$(mktemp) aux=$(mktemp -d)
trap 'rm -rf "$figs" "$tmp" "$targets" "$aux"' EXIT
# make's own list of targets and its variables (-q runs no recipe)
make -qp 2>/dev/null >"$aux/make-db" || true
awk '/^# Not a target/ { skip = 1; next }
	/^[A-Za-z0-9_.%\/-]+:/ && !skip { sub(/:.*/, ""); print } { skip = 0 }' "$aux/make-db" | sort -u >"$targets"
sh "$here/figures.sh" "$data" >"$figs"
n=0 bad=0
tap() {	# tap 0|1 DESCRIPTION
	n=$((n + 1))
	if [ "$1" = 1 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; bad=1; fi
}

# unplain DOC: a line for each character outside printable ASCII and the
# few marks these documents use (check marks, section sign, dashes,
# quotes, ellipsis, times, micro): a lookalike letter or digit, or an
# invisible one, would carry a figure past the rules below
unplain() {
	iconv -f UTF-8 -t UTF-8 "$1" >/dev/null 2>&1 || echo "line 1: $1 is not valid UTF-8"
	LC_ALL=C.UTF-8 grep -a -n -o -P '[^\t\x{20}-\x{7e}\x{2713}\x{2717}\x{a7}\x{2013}\x{2014}\x{2018}\x{2019}\x{201c}\x{201d}\x{2026}\x{d7}\x{b5}]' "$1" 2>/dev/null |
		while IFS=: read -r ln ch; do
			printf 'line %s: the character of bytes %s is not one these documents use (a lookalike or an invisible character)\n' \
				"$ln" "$(printf '%s' "$ch" | od -An -tx1 | tr -s ' ' | sed 's/^ //; s/ $//')"
		done
}

# problems DOC: one line per figure DOC quotes that the run does not hold
problems() {
	unplain "$1"
	sh "$here/figures.sh" -c "$data" >"$tmp"
	LC_ALL=C awk -F'\t' -v block="$tmp" -v doc="$1" '
	function mask(s,   i, c, out) {	# code: a span may cross one line end
		gsub(/``+/, "`", s)	# a run of backticks opens or closes one span
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "`") { code = !code; if (code) code_line = FNR }
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
	/^$/ { code = 0; blank = 1; next }	# ... but not paragraphs
	# what git format-patch writes itself: the From line, and the diffstat
	# just before its " N files changed" line
	FNR == 1 && doc ~ /\.patch$/ {
		n = 0
		while ((getline l < doc) > 0) g[++n] = l
		close(doc)
		for (i = 1; i <= n; i++) if (g[i] ~ /^ [0-9]+ files? changed/) {
			git[i] = 1
			for (j = i - 1; j > 0 && g[j] ~ /^ [^ |]+ +\| +[0-9]+ [-+]*$/; j--) git[j] = 1
			for (j = i + 1; j <= n && g[j] ~ /^ (create|delete) mode [0-7]+ [^ ]+$/; j++) git[j] = 1
		}
		split($0, w, " ")
		if ($0 ~ /^From [0-9a-f]+ Mon Sep 17 00:00:00 2001$/ && length(w[2]) == 40) next
	}
	FNR in git { next }
	# a fence is a line of its own: three backticks and an info string
	# a fence is a line of its own: it opens with three backticks and an
	# info string, and only a bare one closes it
	!fence && /^```[A-Za-z0-9_+-]*[ \t]*$/ { fence = 1; next }
	fence && /^```[ \t]*$/ { fence = 0; next }
	{
		# a code span left open past the next line hides what follows it
		if (code && FNR > code_line + 1) { printf "line %d: a code span opened there never closes\n", code_line; code = 0 }
		# an indented line is code after a blank line outside a list; in a
		# list it continues the item
		if ($0 ~ /^ ? ? ?([-*+]|[0-9]+[.)]) /) inlist = 1
		else if ($0 ~ /^[^ \t]/) inlist = 0
		incode = fence || (doc ~ /\.md$/ && $0 ~ /^(    |\t)/ && !inlist && (blank || wascode))
		wascode = incode; blank = 0
		# any space Unicode has is a space; a span holding a number alone is
		# that number
		line = $0
		gsub(uspace, " ", line)
		gsub(/&nbsp;|&#160;|&#xa0;|&#xA0;/, " ", line)
		# an HTML comment that is no figure marker renders as nothing: it
		# joins what stands either side of it
		rest = line; line = ""
		while (match(rest, /<!--[^>]*-->/)) {
			m = substr(rest, RSTART, RLENGTH)
			line = line substr(rest, 1, RSTART - 1) (m ~ /^<!-- (fig:[^ ]+|\/fig|expect: .*) -->$/ ? m : "")
			rest = substr(rest, RSTART + RLENGTH)
		}
		line = line rest
		# emphasis marks around a number are no separator
		gsub(/[*]+/, "", line)
		while (match(line, /`[0-9]+(\.[0-9]+)?`/)) line = substr(line, 1, RSTART - 1) substr(line, RSTART + 1, RLENGTH - 2) substr(line, RSTART + RLENGTH)
		# a marker inside `code` is an example, not a figure; a fenced
		# block has no spans, all of it is code
		s = fence ? line : mask(line)
		while (match(s, /<!-- fig:[^ ]+ -->[^<]*<!-- \/fig -->/)) {
			m = substr(s, RSTART, RLENGTH); name = m; sub(/^<!-- fig:/, "", name); sub(/ .*/, "", name)
			val = m; sub(/^<!-- fig:[^ ]+ -->/, "", val); sub(/<!-- \/fig -->$/, "", val)
			if (!(name in v)) printf "line %d: fig:%s names no figure of the run\n", FNR, name
			else if (val != v[name]) printf "line %d: fig:%s quotes %s, the run has %s\n", FNR, name, val, v[name]
			s = substr(s, 1, RSTART - 1) " " substr(s, RSTART + RLENGTH)
			line = substr(line, 1, RSTART - 1) " " substr(line, RSTART + RLENGTH)
		}
		# in code a number with a unit is a measurement too: in a span
		# of a sentence any number, in a fenced or indented block (an
		# example: a pattern, a command) two digits or more; long numbers
		# and ratios in code are IDs, inode numbers and constants
		t = fence ? "" : line; spans = ""
		while (match(t, /`[^`]*`/)) { spans = spans " " substr(t, RSTART + 1, RLENGTH - 2) " "; t = substr(t, RSTART + RLENGTH) }
		gsub(/\001+/, " ", s)
		# a table whose header names a unit: a number in that column is
		# a measurement, typed by hand unless it is a figure
		if (!incode && $0 ~ /^\|/) {
			if ($0 ~ /^\|[ :|-]+$/) { theader = prevrow }
			else if (theader != "") {
				nh = split(theader, hc, "|"); nc = split(s, cc, "|")
				for (i = 2; i < nc && i < nh; i++)
					if (tolower(" " hc[i] " ") ~ ("[^0-9a-z_]" unit "[^0-9a-z_]") && match(cc[i], /(^|[^0-9A-Za-z_.])[0-9]+(\.[0-9]+)?($|[^0-9A-Za-z_])/))
						printf "line %d: a measurement typed by hand: \"%s\" (under \"%s\")\n", FNR, cc[i], hc[i]
			}
			prevrow = s
		} else theader = prevrow = ""
		block = ""
		if (incode) { block = s; s = "" }
		typed(" " s " ", 1)
		typed(" " spans " ", 2)
		typed(" " block " ", 3)
		# a number at the end of a line and its unit at the start of the next
		if (!incode && prev_num != "" && match(tolower(" " s " "), "^ *" unit "[^0-9a-z_]"))
			printf "line %d: a measurement typed by hand: \"%s %s\" (across a line end)\n", FNR, prev_num, substr(s, 1, RLENGTH - 2)
		prev_num = ""
		if (!incode && match(s, /[^0-9A-Za-z_.][0-9]+(\.[0-9]+)? *$/)) { prev_num = substr(s, RSTART + 1); sub(/ *$/, "", prev_num) }
	}
	function typed(t, least,   n, m) {
		n = least == 3 ? "[0-9][0-9]+" : "[0-9]+"
		t = tolower(t)	# units in capitals are units too
		while (match(t, "[^0-9a-z_.]" n "(\\.[0-9]+)?( |-)?" unit "[^0-9a-z_]") ||
		       (least == 1 && match(t, "[^0-9a-z_.][0-9]+\\.[0-9][0-9][0-9]+")) ||
		       # a ratio: 0.xx or 1.xx (a version is 6.12, 1.8.1)
		       (least == 1 && match(t, "[^0-9a-z_.v][01]\\.[0-9][0-9]+[^0-9.]")) ||
		       (least == 1 && match(t, "[^0-9A-Za-z_.][0-9][0-9][0-9][0-9][0-9]+[^0-9A-Za-z_]"))) {
			m = substr(t, RSTART + 1, RLENGTH - 1); sub(/[^0-9A-Za-z_%]$/, "", m)
			printf "line %d: a measurement typed by hand: \"%s\"\n", FNR, m
			t = substr(t, RSTART + RLENGTH - 1)
		}
	}
	END { if (code) printf "line %d: a code span opened there never closes\n", code_line }
	BEGIN {
		uspace = sprintf("(%c%c|%c%c[%c-%c]|%c%c%c|%c%c%c|%c%c%c)", 194, 160, 226, 128, 128, 138, 226, 128, 175, 226, 129, 159, 227, 128, 128)
		# the units a measurement is given in, and the things it counts
		micro = sprintf("(%c%c|%c%c)", 194, 181, 206, 188)
		times = sprintf("%c%c", 195, 151)
		# (lower case: the text is matched in lower case)
		unit = "(s|ms|us|" micro "s|ns|sec|secs|seconds?|msecs?|usecs?|nsecs?|min|mins|minutes?|h|hrs?|hours?|%|percent|per cent|pct|x|" times "|times|fold|m|k|g|gib|mib|kib|gb|mb|kb|bytes|instructions|syscalls|lookups|calls|stats|failures|cases|boots|dentries|inodes|objects|allocations|enoent|eexist|enomem|eacces|eperm|exdev|einval|enxio|eio)"
	}' "$figs" "$1"
	says "$1"
	refs "$1"
	cites "$1"
}

# What each figure means, in the words that follow its marker (a marker
# after it read as its value, line ends as spaces): a right number in a
# false sentence fails.  "NAME-ERE ; WORDS-ERE", both anchored; a figure
# a document quotes must have one.
says='
run\..* ; .*
cases\.judged ; cases were judged
cases\.unexpected ; of them unexpected
coverage\.executed ; of [0-9]+ \(
coverage\.executable ; \(
coverage\.percent ; %
time\.cpu\.[a-z]+ ; CPU s
time\.total ; s in all
time\.(packages|source|builds|boots) ; s
cwd-alias\.[A-Za-z-]+\.pid-after ; /net/stat when that path is looked up
no-ptrace\.[A-Za-z-]+\.id ; against
no-ptrace\.[A-Za-z-]+\.st_ino ; \)
trinity-user\.[A-Za-z-]+\.host-lookups ; lookups of the guest
trinity-user\.[A-Za-z-]+\.host-found ; found
'
# says DOC: one line per figure whose marker does not stand before its words
says() {
	awk -v says="$says" '
	function trim(x) { gsub(/^ +| +$/, "", x); return x }
	function nl(x) { return gsub(/\n/, "", x) }
	BEGIN { n = split(says, l, "\n"); for (i = 1; i <= n; i++) if (split(l[i], f, ";") == 2) { nre[++m] = trim(f[1]); wre[m] = trim(f[2]) } }
	/^```/ { fence = !fence; t = t "\n"; next }
	{ t = t (fence ? "" : $0) "\n" }
	END {
		# code spans as spaces, their line ends kept
		for (i = 1; i <= length(t); i++) {
			c = substr(t, i, 1)
			if (c == "`") code = !code
			u = u ((code || c == "`") && c != "\n" ? " " : c)
		}
		t = u
		while (match(t, /<!-- fig:[^ ]+ -->[^<]*<!-- \/fig -->/)) {
			line = 1 + done + nl(substr(t, 1, RSTART))
			name = substr(t, RSTART + 9); sub(/ .*/, "", name)
			# the figure of one kernel: the last kernel the words before
			# it name (in its sentence, markers aside) must be that kernel
			at = RSTART
			if (match(name, /\.(control|alias|B|A|A-default)\./)) {
				fk = substr(name, RSTART + 1, RLENGTH - 2)
				before = substr(t, at > 300 ? at - 300 : 1, at > 300 ? 300 : at - 1)
				sub(/.*[.;:!?]( |\n)/, "", before)
				gsub(/<!-- fig:[^ ]+ -->[^<]*<!-- \/fig -->/, " ", before)
				bk = ""; rest = " " before " "
				while (match(rest, /[^A-Za-z0-9_-](control|alias|B|A|A-default)[^A-Za-z0-9_-]/)) {
					bk = substr(rest, RSTART + 1, RLENGTH - 2); rest = substr(rest, RSTART + RLENGTH - 1)
				}
				if (bk != "" && bk != fk) printf "line %d: fig:%s is %s'"'"'s, the words before it name %s\n", line, name, fk, bk
			}
			match(t, /<!-- fig:[^ ]+ -->[^<]*<!-- \/fig -->/)	# (the marker again)
			# a digit typed against a marker makes another number of it
			if (RSTART > 1 && substr(t, RSTART - 1, 1) ~ /[0-9.,]/)
				printf "line %d: fig:%s has a digit typed against it: \"%s\"\n", line, name, substr(t, RSTART - 1, 1)
			done += nl(substr(t, 1, RSTART + RLENGTH - 1))
			t = substr(t, RSTART + RLENGTH)
			after = substr(t, 1, 200); gsub(/<!-- fig:[^ ]+ -->/, "", after); gsub(/<!-- \/fig -->/, "", after)
			gsub(/[ \t\n]+/, " ", after); sub(/^ /, "", after)
			rule = 0
			for (i = 1; i <= m; i++) if (name ~ ("^" nre[i] "$")) { rule = i; break }
			if (!rule) printf "line %d: fig:%s: check-docs.sh says nothing of what it means\n", line, name
			else if (after !~ ("^" wre[rule])) printf "line %d: fig:%s stands before \"%s\", not /%s/\n", line, name, substr(after, 1, 40), wre[rule]
		}
	}' "$1"
}

# refs DOC: one line per file or make target DOC names that is not there
refs() {
	awk '
	/^```/ { fence = !fence; next }
	{
		# paths of this repository, wherever they stand
		t = " " $0 " "
		while (match(t, /[^A-Za-z0-9_.\/-](\.\/)?(\.ci|qemu|compare-tests|series-netns-id|series-unique-inode|drafts)\/[A-Za-z0-9_.*<>\/{},-]*/)) {
			p = substr(t, RSTART + 1, RLENGTH - 1); t = substr(t, RSTART + RLENGTH); sub(/^\.\//, "", p)
			sub(/[.,]+$/, "", p)
			print FNR "\tfile\t" p
		}
		# names of files without a directory (report.md, costs.tsv)
		t = " " $0 " "
		while (match(t, /[^A-Za-z0-9_.\/-][A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.(md|sh|c|h|tsv|json|png|svg|patch|config|awk|xz|gz|log|txt|py|pl|yml|yaml|conf|cfg|html|cpio|rst)[^A-Za-z0-9_\/-]/)) {
			p = substr(t, RSTART + 1, RLENGTH - 2); t = substr(t, RSTART + RLENGTH - 1)
			print FNR "\tname\t" p
		}
		# make targets: every "make ..." of a command, in code spans and
		# in fenced or indented code, after a cd, a ; or an &&
		n = 0
		if (fence || $0 ~ /^(    |\t)/) spans[++n] = $0
		else { s = $0; while (match(s, /`[^`]*`/)) { spans[++n] = substr(s, RSTART + 1, RLENGTH - 2); s = substr(s, RSTART + RLENGTH) } }
		# ... and "make TARGET" in prose (a word that is no target is
		# English: "make sure", "make a")
		if (!fence && $0 !~ /^(    |\t)/) {
			s = " " $0 " "; gsub(/`[^`]*`/, " ", s)
			while (match(s, /[^A-Za-z0-9_.\/-]make [a-z][a-z0-9-]*[a-z0-9]/)) {
				w1 = substr(s, RSTART + 6, RLENGTH - 6); s = substr(s, RSTART + RLENGTH)
				if (w1 !~ /^(a|an|the|it|its|sure|target|targets|invocation|invocations|run|runs|this|that|each|every|them|one|no|do|use|up|sense|room|clear|plain|time)$/)
					print FNR "\ttarget\t" w1
			}
		}
		for (i = 1; i <= n; i++) {
			c = spans[i]; sub(/#.*/, "", c)
			gsub(/"[^"]*"/, "", c); gsub(/'"'"'[^'"'"']*'"'"'/, "", c)
			k = split(c, cmd, /;|&&|\|\||\||\(|\)/)
			for (q = 1; q <= k; q++) {
				m = split(cmd[q], w, " ")
				for (j = 1; j <= m && (w[j] ~ /=/ || w[j] ~ /^(\$|sudo|env|time|nice|nohup|command|exec)$/); j++) ;
				if (w[j] != "make") continue
				for (j++; j <= m; j++) if (w[j] !~ /=/ && w[j] !~ /^-/ && w[j] != "") print FNR "\ttarget\t" w[j]
			}
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
				# a pattern (KERNEL in <>, or a glob) must name at least one;
				# a patch may go by its number (series-netns-id/0004)
				g=$(printf '%s\n' "$x" | sed 's/<[^>]*>/*/g')
				case $g in
				*"*"*) [ -n "$(ls -d $g 2>/dev/null | head -1)" ] ||
					echo "line $line: $x: names no file in this repository" ;;
				*) [ -e "$x" ] || [ -e "$x.c" ] ||
					{ case ${x##*/} in [0-9][0-9][0-9][0-9]) ls -d "$x"-*.patch >/dev/null 2>&1 ;; *) false ;; esac; } ||
					echo "line $line: $x: no such file in this repository" ;;
				esac ;;
			name)
				# a tracked file's name, one the tooling writes, or a kernel
				# file the patches and tests touch
				git ls-files | grep -q -- "/$x\$\|^$x\$" ||
					grep -qF -- "$x" Makefile qemu/host/*.sh qemu/guest/* compare-tests/*.[ch] \
						series-*/0*.patch compare-tests/kernels/*/0*.patch 2>/dev/null ||
					echo "line $line: $x: no file of this repository has that name, and no script writes one" ;;
			esac
		done
	done
}

# cites DOC: one line per citation, link or setting of DOC that names
# nothing: [TEST], [proc-netns: CASE] (a case of patch 16's selftest),
# [REPORT §N: ...], [bench: PART, ...] (each part a heading of bench.md,
# rows 'OPERATION', column HEADER, or an operation); a link to a file or
# an anchor; `VAR=value`: a make variable or a script's, or a kernel
# option of qemu/config/ with that value, and outside a make command the
# value the run had (the default).
cites() {
	dir=$(dirname "$1")
	# the series a "patch N" of the document counts in
	case $1 in series-unique-inode/*) series=series-unique-inode/series ;; *) series=series-netns-id/series ;; esac
	LC_ALL=C.UTF-8 awk -v aux="$aux" -v dir="$dir" -v npatch="$(grep -c . "$series")" '
	function load(f, a,   l) { while ((getline l < (aux "/" f)) > 0) a[l] = 1 }
	function trim(s) { gsub(/^[ \t\n]+|[ \t\n]+$/, "", s); return s }
	BEGIN {
		load("sections", sect); load("bhead", bhead); load("brow", brow); load("bcol", bcol)
		load("cases", cases); load("tests", tests); load("envvars", env); load("configs", conf)
		load("flavours", flavour); load("kernels", kernel)
		# each bench table'"'"'s rows and columns, by its heading
		while ((getline l < (aux "/bcells")) > 0) { split(l, kv, "\t"); hrow[kv[1], kv[2]] = 1; hcol[kv[1], kv[3]] = 1; cellcol[kv[3]] = 1 }
		# (a key column, operation or processes, has no cells of its own)
		for (x in bcol) if (!(x in cellcol)) keycol[x] = 1
		while ((getline l < (aux "/makevars")) > 0) { split(l, kv, "\t"); mk[kv[1]] = kv[2]; def[kv[1]] = kv[2] }
		while ((getline l < (aux "/scriptvars")) > 0) { split(l, kv, "\t"); if (!(kv[1] in def)) def[kv[1]] = kv[2]; env[kv[1]] = 1 }
	}
	function inhead(set, x,   i) { for (i = 1; i <= nh; i++) if ((hs[i], x) in set) return 1; return 0 }
	function item(it, ln,   p, n, parts, i, q, w) {
		it = trim(it)
		if (it ~ /: \.\.\.$/) return	# the convention itself: [bench: ...]
		if (match(it, /^REPORT §[0-9]+/)) {
			n = substr(it, 1, RLENGTH); gsub(/[^0-9]/, "", n)
			if (!(n in sect)) printf "line %d: [%s]: REPORT.md has no section %s\n", ln, it, n
			return
		}
		if (sub(/^bench: /, "", it)) {
			# a comma inside a quoted row name does not part it
			q = it; w = ""
			while (match(q, /'"'"'[^'"'"']*'"'"'/)) { p = substr(q, RSTART, RLENGTH); gsub(/, /, "\001", p); w = w substr(q, 1, RSTART - 1) p; q = substr(q, RSTART + RLENGTH) }
			n = split(w q, parts, /, /)
			for (i = 1; i <= n; i++) gsub(/\001/, ", ", parts[i])
			# the headings it names: its rows and columns must be in
			# one of their tables, not anywhere in bench.md
			split("", hs); nh = 0
			for (i = 1; i <= n; i++) { p = trim(parts[i]); if (p in bhead) hs[++nh] = p }
			for (i = 1; i <= n; i++) {
				p = trim(parts[i])
				if (p in bhead) continue
				if (p in brow) { if (nh && !inhead(hrow, p)) printf "line %d: [bench: %s]: no table of %s has a row %s\n", ln, it, hs[1], p; continue }
				if (match(p, /^rows? /)) {
					q = substr(p, RLENGTH + 1)
					while (match(q, /'"'"'[^'"'"']*'"'"'/)) {
						w = substr(q, RSTART + 1, RLENGTH - 2); q = substr(q, RSTART + RLENGTH)
						if (!(w in brow)) printf "line %d: [bench: %s]: bench.md has no row %s\n", ln, it, w
						else if (nh && !inhead(hrow, w)) printf "line %d: [bench: %s]: no table of %s has a row %s\n", ln, it, hs[1], w
					}
					continue
				}
				if (sub(/^columns? /, "", p)) { if (!(p in bcol)) printf "line %d: [bench: %s]: bench.md has no column %s\n", ln, it, p
					else if (nh && !inhead(hcol, p) && !(p in keycol)) printf "line %d: [bench: %s]: no table of %s has a column %s\n", ln, it, hs[1], p
					continue }
				printf "line %d: [bench: %s]: \"%s\" is no heading, row or column of bench.md\n", ln, it, p
			}
			return
		}
		if (sub(/^proc-netns: /, "", it)) {
			sub(/[ ,;].*/, "", it)
			if (!(it in cases)) printf "line %d: [proc-netns: %s]: patch 16 has no such case\n", ln, it
			return
		}
		if (match(it, /^[a-z][a-z0-9]*(-[a-z0-9]+)+([:,] |$)/)) {
			w = it; sub(/[:,] .*/, "", w)
			if (!(w in tests)) printf "line %d: [%s]: compare-tests/ has no test %s\n", ln, it, w
		}
	}
	function link(t, ln,   f, a, l, found, i, h, fence) {
		if (t ~ /^[a-z]+:/ || t == "") return
		f = t; a = ""
		if (i = index(t, "#")) { f = substr(t, 1, i - 1); a = substr(t, i + 1) }
		f = (f == "") ? FILENAME : dir "/" f
		if ((getline l < f) < 0) { printf "line %d: link (%s): no such file\n", ln, t; return }
		close(f)
		if (a == "") return
		# <a id|name="X">, or a heading as GitHub spells it (lower case,
		# punctuation dropped, spaces as hyphens)
		found = 0; fence = 0
		while ((getline l < f) > 0) {
			if (l ~ /^```/) { fence = !fence; continue }
			if (match(l, /<a (id|name)="[^"]*"/)) { h = substr(l, RSTART, RLENGTH); sub(/^<a [a-z]*="/, "", h); sub(/"$/, "", h); if (h == a) found = 1 }
			if (!fence && l ~ /^#+ /) { h = tolower(l); sub(/^#+ +/, "", h); gsub(/[^a-z0-9 _-]/, "", h); gsub(/ /, "-", h); if (h == a) found = 1 }
		}
		close(f)
		if (!found) printf "line %d: link (%s): %s has no anchor %s\n", ln, t, f, a
	}
	function setting(w, inmake, ln,   v, val) {
		v = w; sub(/=.*/, "", v); val = substr(w, length(v) + 2)
		if (v ~ /^CONFIG_/) {
			if (!((v "=" val) in conf)) printf "line %d: `%s`: no config of qemu/config/ sets it so\n", ln, w
			return
		}
		if (!(v in mk) && !(v in env)) { printf "line %d: `%s`: no make variable or script reads %s\n", ln, w, v; return }
		# inside a make command too, a value of the setting'"'"'s domain
		if (v == "CONFIG" && !(val in flavour)) printf "line %d: `%s`: qemu/config/ has no flavour %s\n", ln, w, val
		if (v ~ /KERNELS$/ && val ~ /^[A-Za-z-]+$/ && !(val in kernel)) printf "line %d: `%s`: no kernel is named %s\n", ln, w, val
		if (!inmake && (v in def) && def[v] != val) printf "line %d: `%s`: the run had %s=%s\n", ln, w, v, def[v]
	}
	/^```/ { fence = !fence; next }
	fence { next }
	{
		s = $0
		# settings, in code spans
		t = s
		while (match(t, /`[^`]*`/)) {
			span = substr(t, RSTART + 1, RLENGTH - 2); t = substr(t, RSTART + RLENGTH)
			n = split(span, w, " "); inmake = 0
			for (i = 1; i <= n; i++) {
				if (w[i] == "make") inmake = 1
				if (w[i] ~ /^[A-Z][A-Z0-9_]*=[^=]*$/) setting(w[i], inmake, FNR)
			}
		}
		gsub(/`[^`]*`/, " ", s)
		# links
		t = s
		while (match(t, /\]\([^)]*\)/)) { lt = substr(t, RSTART + 2, RLENGTH - 3); t = substr(t, RSTART + RLENGTH); link(lt, FNR) }
		gsub(/\]\([^)]*\)/, "]", s)
		# citations, which may run over lines
		if (pend != "") { s = pend " " s; ln = pln } else ln = FNR
		pend = ""
		while (match(s, /\[[^][]*\]/)) {
			c = substr(s, RSTART + 1, RLENGTH - 2); s = substr(s, RSTART + RLENGTH)
			k = split(c, its, /; /)
			for (j = 1; j <= k; j++) item(its[j], ln)
		}
		if (match(s, /\[[^]]*$/) && RLENGTH < 300) { pend = substr(s, RSTART); pln = ln }
		# "patch N", "patches N, M and K": patches of the series
		t = s
		while (match(t, /[Pp]atch(es)? [0-9]+((, | and | to |-)[0-9]+)*/)) {
			q = substr(t, RSTART, RLENGTH); t = substr(t, RSTART + RLENGTH)
			n = split(q, num, /[^0-9]+/)
			for (i = 1; i <= n; i++) if (num[i] != "" && (num[i] + 0 < 1 || num[i] + 0 > npatch)) printf "line %d: \"%s\": the series has %d patches\n", FNR, q, npatch
		}
		# REPORT §N in prose
		t = s
		while (match(t, /REPORT §[0-9]+/)) { n = substr(t, RSTART, RLENGTH); t = substr(t, RSTART + RLENGTH); gsub(/[^0-9]/, "", n); if (!(n in sect)) printf "line %d: REPORT §%s: REPORT.md has no such section\n", FNR, n }
	}' "$1"
}

# what citations, links and settings may name (cites), once
grep -o '^## [0-9]*\. ' compare-tests/results/REPORT.md | tr -dc '0-9\n' >"$aux/sections"
bench_md=compare-tests/results/bench.md
sed -n 's/^#\{1,\} *//p' "$bench_md" >"$aux/bhead"
awk -F' [|] ' '/^\| / { r = $1; sub(/^\| /, "", r); print r }' "$bench_md" | sort -u >"$aux/brow"
awk '/^\|/ { if (prev !~ /^\|/) { s = $0; sub(/^\| */, "", s); sub(/ *\|$/, "", s); n = split(s, c, / *\| */); for (i = 1; i <= n; i++) print c[i] } } { prev = $0 }' "$bench_md" | sort -u >"$aux/bcol"
sed -n 's/^+TEST_F\(_TIMEOUT\)\{0,1\}([a-z_]*, \([a-z0-9_]*\)[,)].*/\2/p; s/^+TEST(\([a-z0-9_]*\)).*/\1/p' \
	series-netns-id/0016-*.patch >"$aux/cases"
ls compare-tests/*.c | sed 's|.*/||; s|\.c$||' >"$aux/tests"
sed -n 's/^\([A-Z][A-Z0-9_]*\) :\{0,2\}= \(.*\)$/\1\t\2/p' "$aux/make-db" >"$aux/makevars"
grep -ho '\${[A-Z][A-Z0-9_]*:-[^}]*}' qemu/host/*.sh qemu/guest/* | sed 's/^\${\([A-Z0-9_]*\):-\(.*\)}$/\1\t\2/' >"$aux/scriptvars"
grep -ho '\$[{]\{0,1\}[A-Z][A-Z0-9_]*' qemu/host/*.sh qemu/guest/* | tr -d '${' | sort -u >"$aux/envvars"
cat qemu/config/*.config >"$aux/configs"
ls qemu/config/*.config | sed 's|.*/||; s|\.config$||' >"$aux/flavours"
# bench.md's cells, as report.json holds them: heading, row (its first key), column
sh "$here/report-rows.sh" "$data" | awk -F'\t' '$1 ~ /^bench: / { h = substr($1, 8); r = $2; sub(/ [|] .*/, "", r); print h "\t" r "\t" $3 }' | sort -u >"$aux/bcells"
{ make -s --no-print-directory print-kernels | tr ' ' '\n'; ls compare-tests/kernels; } >"$aux/kernels"

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
# a series' numbering is its series file's: the cover letter's 00/N and
# each patch's k/N, k its place in the file
for dir in series-netns-id series-unique-inode; do
	out=$(awk -v dir="$dir" '
	FNR == 1 { k = nfile++ }
	/^Subject: \[/ && !seen[FILENAME]++ {
		s = ""; if (match($0, /[0-9]+\/[0-9]+\]/)) s = substr($0, RSTART, RLENGTH - 1); split(s, kn, "/")
		if (kn[2] + 0 != total || kn[1] + 0 != k) printf "%s: [.. %s] where %s is patch %d of %d\n", FILENAME, s, FILENAME, k, total
	}' total="$(grep -c . "$dir/series")" "$dir/0000-cover-letter.patch" $(sed "s|^|$dir/|" "$dir/series"))
	if [ -z "$out" ]; then
		tap 1 "$dir: the cover letter and every patch are numbered as $dir/series orders them"
	else
		tap 0 "$dir: $(printf '%s\n' "$out" | head -1)"
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
