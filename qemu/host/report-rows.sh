#!/bin/sh
# Read back a report.json that qemu/host/report.sh wrote (one result a
# line):   report-rows.sh JSON      the results, as TSV: section, test,
#                                    kernel, value, expected, result
#          report-rows.sh -m JSON   the run's fields, as TSV: name, value
set -eu
meta=0
[ "$1" != -m ] || { meta=1; shift; }
awk -v meta=$meta '
function unq(s) { gsub(/\\"/, "\001", s); gsub(/\\\\/, "\\", s); gsub(/\001/, "\"", s); return s }
meta && /^  "[a-z]+": "/ {
	name = $0; sub(/^  "/, "", name); sub(/".*/, "", name)
	v = $0; sub(/^  "[a-z]+": "/, "", v); sub(/",?$/, "", v)
	printf "%s\t%s\n", name, unq(v)
}
!meta && /^    \{"section": "/ {
	s = $0; sub(/^    \{"section": "/, "", s); sub(/"\},?$/, "", s)
	n = split(s, f, /", "(test|kernel|value|expected|result)": "/)
	for (i = 1; i <= n; i++) printf "%s%s", unq(f[i]), (i < n ? "\t" : "\n")
}' "$1"
