#!/bin/sh
# The numbers a measured value must hold to one another, beyond what the
# test's expect-measured ERE can say (an ERE cannot say that two numbers
# are equal, add up, or stay within the test's own duration):
#   relations.sh TEST KERNEL VALUE [BOOT_S]
# prints what breaks the relations compare-tests/measured-relations gives
# TEST on KERNEL (nothing if they hold, or if it gives none); with BOOT_S,
# a duration the value states ("took") longer than the boot breaks too.
#   relations.sh -t TEST KERNEL VALUE
# prints the seconds the value says the test took (0 if it says none).
#   relations.sh -b FILE
# both at once for many values: FILE's lines are TEST, KERNEL, VALUE and
# BOOT_S split at US (\037); one line each comes out, what breaks, US, the
# seconds taken (the judge's one call for a whole run).
# A row's SHAPE is the value with each number written {name} (or as the
# number itself, which must then be that number), and {*} at the end for
# any rest; the value must have the shape of one of TEST's rows for KERNEL.
set -eu
took=0 batch=
case $1 in -t) took=1; shift ;; -b) batch=$2; set -- "" "" "" ;; esac
table=${0%/*}/../../compare-tests/measured-relations
awk -F'\t' -v test="$1" -v kernel="$2" -v value="$3" -v boot="${4:-}" -v took=$took -v batch="$batch" '
# the text with each number replaced by #, and the numbers in NUM[1..]
function skeleton(s, num,   out, n) {
	out = ""; n = 0
	while (match(s, /[0-9]+(\.[0-9]+)?/)) {
		out = out substr(s, 1, RSTART - 1) "#"; num[++n] = substr(s, RSTART, RLENGTH)
		s = substr(s, RSTART + RLENGTH)
	}
	nnum = n
	return out s
}
function term(t,   p) {	# a number, a name, or N*name
	if (t ~ /^[0-9]+(\.[0-9]+)?$/) return t + 0
	if ((p = index(t, "*")) > 0) return substr(t, 1, p - 1) * term(substr(t, p + 1))
	if (!(t in val)) { unknown = unknown " " t; return 0 }
	return val[t] + 0
}
function side(s,   n, w, i, sum, sign) {	# terms joined by + and -
	n = split(s, w, " "); sum = 0; sign = 1
	for (i = 1; i <= n; i++) {
		if (w[i] == "+") sign = 1
		else if (w[i] == "-") sign = -1
		else sum += sign * term(w[i])
	}
	return sum
}
function holds(rel,   op, p, l, r) {
	for (op = ""; op == "";) {
		if ((p = index(rel, " <= ")) > 0) op = "<="
		else if ((p = index(rel, " >= ")) > 0) op = ">="
		else if ((p = index(rel, " == ")) > 0) op = "=="
		else if ((p = index(rel, " < ")) > 0) op = "<"
		else if ((p = index(rel, " > ")) > 0) op = ">"
		else return 0
	}
	l = side(substr(rel, 1, p - 1)); r = side(substr(rel, p + length(op) + 2))
	if (unknown != "") return 0
	return op == "<=" ? l <= r : op == ">=" ? l >= r : op == "==" ? l == r : op == "<" ? l < r : l > r
}
function names(rel,   s, out) {	# "a 6, b 60": the values a relation read
	s = rel; out = ""
	while (match(s, /[a-z_][a-z0-9_]*/)) {
		w = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
		if ((w in val) && !index(" " seen_w " ", " " w " ")) { out = out (out ? ", " : "") w " " val[w]; seen_w = seen_w " " w }
	}
	seen_w = ""
	return out
}
/^#/ || NF < 4 { next }
{ nt++; r_test[nt] = $1; r_kern[nt] = $2; r_shape[nt] = $3; r_rels[nt] = $4 }
# the row of TEST for KERNEL whose shape VALUE has: 0 if TEST has no row
# for KERNEL, -1 if none fits; its numbers in val[]
function row_of(test, kernel, value,   i, rows, shape, rest, nn, s, w, plain, vs, k, nm, ok) {
	rows = 0
	for (i = 1; i <= nt; i++) {
		if (r_test[i] != test) continue
		if (r_kern[i] != "*" && index(" " r_kern[i] " ", " " kernel " ") == 0) continue
		rows++
		shape = r_shape[i]; rest = 0
		if (substr(shape, length(shape) - 2) == "{*}") { rest = 1; shape = substr(shape, 1, length(shape) - 3) }
		# the shape: each {name} a number; literal numbers stay numbers
		nn = 0; s = shape; plain = ""
		while (match(s, /[{][a-z_][a-z0-9_]*[}]|[0-9]+(\.[0-9]+)?/)) {
			w = substr(s, RSTART, RLENGTH); plain = plain substr(s, 1, RSTART - 1) "#"; s = substr(s, RSTART + RLENGTH)
			pos[++nn] = w
		}
		plain = plain s
		vs = skeleton(value, num)
		if (rest ? index(vs, plain) != 1 : vs != plain) continue
		ok = 1
		for (k = 1; k <= nn && ok; k++) {
			if (pos[k] ~ /^[{]/) { nm = substr(pos[k], 2, length(pos[k]) - 2); val[nm] = num[k] }
			else if (num[k] + 0 != pos[k] + 0) ok = 0
		}
		if (ok) return i
	}
	return rows ? -1 : 0
}
# what breaks (out) and the seconds taken (secs) for one value
function judge(test, kernel, value, boot,   row, n, rel, i, r) {
	split("", val); out = ""; secs = 0
	row = row_of(test, kernel, value)
	if (row == 0) return
	if (row < 0) { out = "measured value not of a form compare-tests/measured-relations gives " test " on " kernel; return }
	n = split(r_rels[row], rel, /; */)
	for (i = 1; i <= n; i++) {
		r = rel[i]; unknown = ""
		if (r ~ /^took = /) { secs = side(substr(r, 8)); continue }
		if (r == "") continue
		if (!holds(r)) out = out (out ? "; " : "") (unknown != "" ? r ": no" unknown " in the value" : r " fails (" names(r) ")")
	}
	secs += 0
	if (boot != "" && secs > boot + 0) out = out (out ? "; " : "") "took " secs " s by its own numbers, in a boot of " boot " s"
}
END {
	if (batch != "") {
		while ((getline l <batch) > 0) {
			split(l, q, "\037")
			judge(q[1], q[2], q[3], q[4])
			printf "%s\037%s\n", out, secs
		}
		exit
	}
	judge(test, kernel, value, took ? "" : boot)
	if (took) print secs
	else if (out != "") print out
}' "$table"
