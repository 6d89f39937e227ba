# base: faults - A-default booted another build than A's (build #2, another image), its manifest, guest and console agreeing: "A-default is A's kernel" does not hold
old='#1 SMP Sun Dec  6 23:11:30 UTC 2026' new='#2 SMP Mon Dec  7 02:02:02 UTC 2026'
for f in A-default/manifest A-default/output.log A-default/console.log; do
	awk -v o="$old" -v n="$new" '{ i = index($0, o); if (i) $0 = substr($0, 1, i - 1) n substr($0, i + length(o)) } { print }' $f >x && mv x $f
done
sed -i 's/^bzimage b1e5b4f2/bzimage 0000aaaa/; s/^booted b1e5b4f2/booted 0000aaaa/' A-default/manifest
