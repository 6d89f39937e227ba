# base: faults - (audit-v7's, values at 3cee3f4) A-default booted another build than A's (build #2, another image), its manifest, guest and console agreeing
old='#1 SMP Mon Dec  7 13:23:45 UTC 2026' new='#2 SMP Mon Dec  7 14:02:02 UTC 2026'
for f in A-default/manifest A-default/output.log A-default/console.log; do
	awk -v o="$old" -v n="$new" '{ i = index($0, o); if (i) $0 = substr($0, 1, i - 1) n substr($0, i + length(o)) } { print }' $f >x && mv x $f
done
sed -i 's/^bzimage eaaf3619/bzimage 0000aaaa/; s/^booted eaaf3619/booted 0000aaaa/' A-default/manifest
grep -c '#2 SMP' A-default/manifest
