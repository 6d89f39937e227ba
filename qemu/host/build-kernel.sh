#!/bin/sh
# Build one kernel: build-kernel.sh NAME [FLAVOUR]
# tinyconfig + qemu/config/kernel.config + qemu/config/FLAVOUR.config (test by default)
# and the flavours it is on top of,
# out of tree in build/NAME/obj (test) or build/NAME/obj-FLAVOUR, through
# ccache.  Fails if olddefconfig dropped any option the fragments ask for.
set -eu
. qemu/host/settings.sh
name=$1 flavour=${2:-test}
top=$(pwd)
src=$BUILD_ABS/$name/src
obj=$BUILD_ABS/$name/obj
out=$BUILD_ABS/$name
# A flavour's first line "# on top of: OTHER" puts OTHER's fragments first.
fragments_of() {
	below=$(sed -n '1s/^# on top of: //p' "$top/qemu/config/$1.config")
	[ -z "$below" ] || fragments_of "$below"
	echo "$top/qemu/config/$1.config"
}
fragments="$top/qemu/config/kernel.config $(fragments_of "$flavour")"
[ "$flavour" = test ] || obj=$obj-$flavour out=$out/$flavour
mkdir -p "$obj" "$out"
start=$(date +%s)	# the config steps count too
# coverage: gcov on each .c file the branch changes (GCOV_PROFILE_<name>.o;
# a same-named file elsewhere is counted too, and make coverage reads only
# the branch's own lines)
profile=
if [ "$flavour" = coverage ]; then
	for f in $(git -C "$src" diff --name-only base HEAD -- '*.c' ':!tools'); do
		f=${f##*/}
		profile="$profile GCOV_PROFILE_${f%.c}.o=y"
	done
fi
# shellcheck disable=SC2086
kmake() { make -s -C "$src" O="$obj" CC="ccache gcc" $profile "$@"; }

# Make the config next to the old one and swap only if it changed, so an
# unchanged config does not trigger a rebuild.
kmake KCONFIG_CONFIG=.config.tiny tinyconfig >/dev/null
# shellcheck disable=SC2086
"$src/scripts/kconfig/merge_config.sh" -m -O "$obj" "$obj/.config.tiny" $fragments >/dev/null
mv "$obj/.config" "$obj/.config.merged"
kmake KCONFIG_CONFIG=.config.merged olddefconfig >/dev/null
# Every option the fragments set must have survived olddefconfig, with
# the value of the last fragment that names it.  Compile-only flavours
# switch options of the main fragment off on purpose: only theirs count.
# shellcheck disable=SC2086
grep -q '^# compile-only' $fragments && checked=$top/qemu/config/$flavour.config || checked=$fragments
# shellcheck disable=SC2086
missing=$(cat $checked |
	sed -n 's/^\(CONFIG_[A-Z0-9_]*=.*\)/\1/p; s/^# \(CONFIG_[A-Z0-9_]*\) is not set/\1=n/p' |
	awk -F= '{ last[$1] = $0 } END { for (k in last) print last[k] }' |
	while read -r line; do
		case $line in
		*=n) grep -q "^${line%=n}=" "$obj/.config.merged" && echo "$line" ;;
		*) grep -qx "$line" "$obj/.config.merged" || echo "$line" ;;
		esac
	done || true)
if [ -n "$missing" ]; then
	echo "build-kernel: olddefconfig did not keep:" $missing >&2
	exit 1
fi
cmp -s "$obj/.config.merged" "$obj/.config" || cp "$obj/.config.merged" "$obj/.config"

echo "build-kernel: $name ($flavour) in $obj"
kmake -j"${JOBS:-$(nproc)}" LOCALVERSION="-$name" bzImage
cp "$obj/arch/x86/boot/bzImage" "$out/bzImage"
sh "$top/qemu/host/provenance.sh" build-info "$name" "$flavour" "$src" "$obj" "$out/bzImage" >"$out/build-info"
echo "build-kernel: $name ($flavour) done in $(( $(date +%s) - start )) s"
# CPU seconds: every child of this script, the config steps included
t=$(mktemp)
times >"$t"
printf 'build %s %s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$flavour" "$(( $(date +%s) - start ))" "$start" \
	"$(sh "$top/qemu/host/cpu-seconds.sh" "$t")" "${MAKE_RUN:-}" "$(git -C "$top" rev-parse --short HEAD 2>/dev/null)" >>"$BUILD/times.tsv"
