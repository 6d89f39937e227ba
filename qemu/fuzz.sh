#!/bin/sh
# make fuzz: trinity against each kernel, FUZZ_MIN minutes per kernel
# split over its victims, seed FUZZ_SEED.   fuzz.sh KERNEL...
# Writes build/fuzz/KERNEL/ and build/fuzz/fuzz.md.
set -eu
minutes=${FUZZ_MIN:-2} seed=${FUZZ_SEED:-20130321} flavour=${CONFIG:-test}
out=build/fuzz
mkdir -p "$out"
victims=4
secs=$((minutes * 60 / victims))
{
	echo "## Trinity (Debian's 2023.01, seed $seed, $secs s per victim, $flavour kernels)"
	echo
	echo "| kernel | victim | result | tasks left in D state |"
	echo "|---|---|---|---|"
} >"$out/fuzz.md"
for k in "$@"; do
	image=build/$k/bzImage
	[ "$flavour" = test ] || image=build/$k/$flavour/bzImage
	sed "s/@SECONDS@/$secs/g; s/@SEED@/$seed/g" qemu/job-fuzz.sh >"$out/$k.job"
	sh qemu/run.sh "$image" "build/$k/initramfs.cpio" "$out/$k" \
		$((secs * victims + 120)) "$out/$k.job" 2>/dev/null || true
	echo "fuzz: $k: $(cat "$out/$k/verdict")"
	grep '^# fuzz\|^ok\|^not ok\|^# measured' "$out/$k/output.log" | sed "s/^/fuzz: $k: /" || true
	awk -v k="$k" '
	/^# fuzz-start: / { start[$3] = $5 }
	/^# measured: .*net_namespace/ { churn = $0; sub(/^# measured: /, "", churn) }
	/^# fuzz: / { v = $3; sub(/^# fuzz: [^=]* => /, ""); res[v] = $0; order[++n] = v }
	/^# fuzz-hung: / { v = $3; sub(/^# fuzz-hung: [^=]* => /, ""); hung[v] = hung[v] (hung[v] ? "; " : "") $0 }
	/INFO: task .* blocked for more than/ && first == "" {
		first = $0; sub(/^\[ */, "", first); sub(/\].*/, "", first)
	}
	END {
		for (i = 1; i <= n; i++) {
			v = order[i]; h = hung[v] ? hung[v] : "none"
			if (hung[v] && first != "")
				h = h sprintf(" (first hung-task report %.0f s after this victim started)", first - start[v])
			printf "| %s | %s | %s | %s |\n", k, v, res[v], h
		}
		if (churn != "") printf "| %s | namespace churn afterwards | %s | |\n", k, churn
	}' "$out/$k/output.log" "$out/$k/console.log" >>"$out/fuzz.md"
done
echo >>"$out/fuzz.md"
for k in "$@"; do
	ex=$(sh qemu/console-excerpt.sh "$out/$k/console.log" | grep -E 'INFO: task|locks? held by|#[0-9]+:' | head -8)
	bad=$(grep -E 'BUG:|WARNING:|Oops|general protection|KASAN|kmemleak|UBSAN' "$out/$k/console.log" | head -3 || true)
	[ -n "$ex$bad" ] || { echo "$k console: no oops, warning, sanitizer or hung-task report." >>"$out/fuzz.md"; continue; }
	printf '%s console:\n\n```\n%s\n%s\n```\n\n' "$k" "$bad" "$ex" >>"$out/fuzz.md"
done
cat "$out/fuzz.md"
