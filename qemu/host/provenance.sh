#!/bin/sh
# Where a boot came from, written before it and checked when it is judged.
#
#   provenance.sh build-info NAME FLAVOUR SRC OBJ BZIMAGE
#	(build-kernel.sh) what the bzImage is: its kernel and flavour, the
#	base and branch tree ids, the patches its branch applies (blob and
#	path), the kernel's own banner and the file's sha256.
#   provenance.sh manifest OUTDIR BZIMAGE INITRAMFS TIMEOUT QEMU-ARGS...
#	(run.sh) OUTDIR/manifest: this repository's commit, the bzImage's
#	build-info and sha256 as booted, the initramfs and job, the timeout,
#	the QEMU command line and the blob of every file of the suite, the
#	guest jobs and the config fragments.
#   provenance.sh check KERNEL FLAVOUR TESTSRC BOOTDIR...
#	(the judges) "BOOTDIR<TAB>why", one line per way BOOTDIR differs from what the repo
#	says it must be, nothing if it does not: the manifest is there and
#	whole; the guest's /proc/version is the build's banner and its
#	/proc/cmdline and CPU count are those QEMU was given; the kernel,
#	flavour and patches are KERNEL's, each patch and each input file as
#	this repository has it (the suite's .c and .h files as TESTSRC has
#	them); the commit is one of this repository's.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)

# the files whose content a run depends on besides the kernel's patches
inputs() {
	git -C "$top" ls-files -- 'compare-tests/*.[ch]' compare-tests/Makefile \
		qemu/guest qemu/config | while IFS= read -r f; do
		[ ! -f "$top/$f" ] || echo "$f"
	done
}
blobs() {	# blobs PREFIX FILE...: "PREFIX BLOB FILE", from the work tree
	p=$1
	shift
	[ $# -gt 0 ] || return 0
	for f in "$@"; do echo "$top/$f"; done | git hash-object --stdin-paths |
		paste -d' ' - /dev/fd/3 3<<EOF | sed "s|^|$p |"
$(printf '%s\n' "$@")
EOF
}

check_boot() {	# check_boot BOOTDIR: uses kernel, flavour, want, expected
	m=$1/manifest
	[ -f "$m" ] || { echo "no manifest: where the boot came from is not recorded"; return 0; }
	[ "$(tail -1 "$m")" = end ] || echo "manifest cut short (no end line)"
	val() { sed -n "s/^$1 //p" "$m" | head -1; }
	for key in repo kernel flavour base tree version bzimage booted qemu; do
		[ "$(grep -c "^$key " "$m")" = 1 ] || echo "manifest: $(grep -c "^$key " "$m") \"$key\" lines, not one"
	done
	[ "$(val kernel)" = "$k" ] || echo "manifest: kernel $(val kernel), not $k"
	[ "$(val flavour)" = "$flavour" ] || echo "manifest: flavour $(val flavour), not $flavour"
	[ "$(val booted)" = "$(val bzimage)" ] ||
		echo "the bzImage booted ($(val booted | cut -c1-12)) is not the one built ($(val bzimage | cut -c1-12))"
	# the guest's word for what ran, against the build's and QEMU's
	out=$1/output.log
	gv=$(sed -n 's/^guest: version //p' "$out" 2>/dev/null | tr -d '\r' | head -1)
	[ "$gv" = "$(val version)" ] ||
		echo "the guest ran \"${gv:-no guest: version line}\", the build is \"$(val version)\""
	q=$(val qemu)
	append=$(printf '%s\n' "$q" | awk '{ i = index($0, " -append "); s = substr($0, i + 9); print substr(s, 1, index(s, " -serial ") - 1) }')
	gc=$(sed -n 's/^guest: cmdline //p' "$out" 2>/dev/null | tr -d '\r' | head -1)
	[ "$gc" = "$append" ] || echo "the guest's command line \"$gc\" is not QEMU's -append \"$append\""
	smp=$(printf '%s\n' "$q" | sed -n 's/.* -smp \([0-9]*\) .*/\1/p')
	cpus=$(sed -n 's/^guest: cpus online //p' "$out" 2>/dev/null | tr -d '\r' | head -1)
	[ "$cpus" = "$smp" ] || echo "${cpus:-no} CPUs online in the guest, QEMU was given -smp ${smp:-?}"
	got=$(sed -n 's/^patch [0-9a-f]* //p' "$m")
	[ "$got" = "$want" ] ||
		echo "patches: $(printf '%s\n' $got | grep -c .) applied, this repository has $(printf '%s\n' $want | grep -c .) for $k"
	grep '^\(patch\|input\) ' "$m" | sort | comm -3 - "$expected" |
		awk '{ sub(/^\t/, ""); d[$3] = 1 } END { for (f in d) print f }' | sort |
		sed 's/^/differs from this repository: /'
	c=$(val repo)
	git -C "$top" cat-file -e "${c%% *}^{commit}" 2>/dev/null ||
		echo "made at commit ${c%% *}, which this repository does not have"
}

case $1 in
build-info)
	name=$2 flavour=$3 src=$4 obj=$5 image=$6
	echo "kernel $name"
	echo "flavour $flavour"
	echo "base $(git -C "$src" rev-parse 'base^{tree}')"
	echo "tree $(git -C "$src" rev-parse 'HEAD^{tree}')"
	# shellcheck disable=SC2046
	blobs patch $(make -s --no-print-directory -C "$top" print-patches-"$name")
	# the banner /proc/version prints; the compiled one has the date
	echo "version $(strings -a "$obj/vmlinux" | grep -m1 '^Linux version .* #[0-9]')"
	echo "bzimage $(sha256sum <"$image" | cut -d' ' -f1)"
	;;
manifest)
	out=$2 image=$3 initramfs=$4 limit=$5
	shift 5
	info=$(dirname "$(readlink -f "$image")")/build-info
	{
		echo "repo $(git -C "$top" rev-parse HEAD)$(git -C "$top" diff --quiet HEAD 2>/dev/null || echo ' dirty')"
		if [ -f "$info" ]; then cat "$info"; else echo "no-build-info $info"; fi
		echo "booted $(sha256sum <"$image" | cut -d' ' -f1)"
		echo "initramfs $(sha256sum <"$initramfs" | cut -d' ' -f1)"
		echo "job $(sha256sum <"$out/job" | cut -d' ' -f1)"
		echo "timeout $limit"
		echo "qemu $*"
		# shellcheck disable=SC2046
		blobs input $(inputs)
		echo "end"
	} >"$out/manifest"
	;;
check)
	kernel=$2 flavour=$3 testsrc=$4
	shift 4
	k=${kernel%-default}
	# what this repository has: KERNEL's patches, the inputs (the suite's
	# files as TESTSRC has them), once for every boot
	want=$(make -s --no-print-directory -C "$top" print-patches-"$k" 2>/dev/null | tr ' ' '\n' | grep . || true)
	expected=$(mktemp)
	trap 'rm -f "$expected"' EXIT
	{
		# shellcheck disable=SC2086
		blobs patch $want
		inputs | awk -v t="$top" -v s="$testsrc" '{ p = $0; if (sub(/^compare-tests\//, "", p)) print s "/" p "\t" $0; else print t "/" $0 "\t" $0 }' |
			while IFS="$(printf '\t')" read -r path name; do [ ! -f "$path" ] || printf '%s\t%s\n' "$path" "$name"; done >"$expected.list"
		cut -f1 "$expected.list" | git hash-object --stdin-paths | paste -d' ' - "$expected.list" |
			awk -F'\t' '{ split($1, a, " "); print "input " a[1] " " $2 }'
	} | sort >"$expected"
	rm -f "$expected.list"
	first=
	for dir in "$@"; do
		check_boot "$dir" | sed "s|^|$dir\t|"
		# every boot of a kernel in one run is one build of one base
		[ -f "$dir/manifest" ] || continue
		build=$(grep '^\(base\|tree\|version\) ' "$dir/manifest" | tr '\n' ' ')
		if [ -z "$first" ]; then first=$build firstdir=$dir
		elif [ "$build" != "$first" ]; then
			printf '%s\tanother build than %s: %s\n' "$dir" "${firstdir##*/}" "$(printf '%s\n' "$build" | cut -c1-120)"
		fi
	done
	;;
*)
	echo "provenance.sh: build-info, manifest or check" >&2
	exit 2
	;;
esac
