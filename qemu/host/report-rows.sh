#!/bin/sh
# report.json, as qemu/host/report.sh writes it (one result a line), and
# the rows it is made of:
#   report-rows.sh JSON              the results as TSV: section, test,
#                                    kernel, value, expected, result
#   report-rows.sh -m JSON           the run's fields as TSV: name, value
#   report-rows.sh -j META RESULTS   the JSON from those two TSV files
#   report-rows.sh -r SECTION RECORDS  a judge's records (kernel, boot,
#	check, expected, measured as key=value pairs between US characters,
#	verdict, note) as
#	results: test the kernel, kernel the key (and "verdict", valued by
#	the note), result ok or FAIL
set -eu
case $1 in
-j)
	awk -F'\t' '
	function q(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, " ", s); return "\"" s "\"" }
	FNR == NR { printf "%s  %s: %s", (NR > 1 ? ",\n" : "{\n"), q($1), q($2); next }
	{ printf "%s\n    {\"section\": %s, \"test\": %s, \"kernel\": %s, \"value\": %s, \"expected\": %s, \"result\": %s}",
		(FNR > 1 ? "," : ",\n  \"results\": ["), q($1), q($2), q($3), q($4), q($5), q($6) }
	END { print "\n  ]\n}" }' "$2" "$3"
	exit ;;
-r)
	awk -F'\t' -v s="$2" '{
		r = $6 == "ok" ? "ok" : $6 == "measured" ? "measured" : "FAIL"
		n = split($5, kv, "\037")
		for (i = 1; i <= n; i++) { e = index(kv[i], "="); if (!e) continue; k = substr(kv[i], 1, e - 1); v = substr(kv[i], e + 1)
			printf "%s\t%s\t%s\t%s\t%s\t%s\n", s, $1, k, v, $4, r }
		printf "%s\t%s\tverdict\t%s\t%s\t%s\n", s, $1, $7, $4, r }' "$3"
	exit ;;
esac
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
