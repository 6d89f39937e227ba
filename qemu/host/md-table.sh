#!/bin/sh
# One table, two views: the table on stdin (TSV, its header first) as
# markdown on stdout, and each of its cells as a result row of
# report.json (qemu/host/report-rows.sh) appended to CELLS, so that
# nothing reads the markdown back.
#   md-table.sh CELLS SECTION
#	section SECTION, test the cells of the key columns (the leading
#	ones whose header names what a row is about: operation, kernel, ...;
#	at least the first), kernel the column's header ("verdict" where it
#	has none), value the cell, result "table"
#   md-table.sh -h CELLS SECTION WORDS
#	what a heading says in brackets, as the row "heading" of SECTION
set -eu
if [ "$1" = -h ]; then
	printf '%s\theading\t\t%s\t\ttable\n' "$3" "$4" >>"$2"
	exit
fi
awk -F'\t' -v cells="$1" -v section="$2" '
function md(s) { gsub(/\|/, "\\|", s); return s == "" ? "| " : "| " s " " }
NR == 1 {
	n = NF; line = ""
	for (i = 1; i <= n; i++) { hdr[i] = $i; line = line md($i) }
	print line "|"
	line = ""; for (i = 1; i <= n; i++) line = line "|---"
	print line "|"
	keys = 0
	for (i = 1; i <= n && hdr[i] ~ /^(operation|processes|threads|namespaces|cache|kernel|run|victim|curve|N|goal|test)$/; i++) keys = i
	if (!keys) keys = 1
	next
}
{
	line = ""; for (i = 1; i <= n; i++) line = line md($i)
	print line "|"
	key = $1; for (i = 2; i <= keys; i++) key = key " | " $i
	for (i = keys + 1; i <= n; i++)
		printf "%s\t%s\t%s\t%s\t\ttable\n", section, key, (hdr[i] == "" ? "verdict" : hdr[i]), $i >>cells
}'
