# base: fuzz - the churn after A's Trinity says its three settles took 0.4 s each ("(0.4+0.4 s) ... (0.4 s)"), where settled_count() waits for the count to hold still STABLE (3) seconds: no settle can be under 3.0 s; the relations bound the waits from above only
sed -i 's/^\(# measured: net_namespace objects 1 at start, 1 after the churn\) (3\.2+3\.1 s), 1 after dropping the dcache (3\.1 s)/\1 (0.4+0.4 s), 1 after dropping the dcache (0.4 s)/' A/output.log
grep -n 'net_namespace objects' A/output.log
