# base: compare/A - netns-id-reuse made its 1000 namespaces in 0 s ("ID 25 dead, then 1000 namespaces (0 s)"): no TCG guest creates a network namespace in under a millisecond (the real run took 24 s); the relations bound the seconds from above only (secs <= 80), never by the work they stand for
sed -i 's/^\(# measured: ID 25 dead, then 1000 namespaces\) (24 s)/\1 (0 s)/' runs/main/output.log
grep -n 'namespaces (0 s)' runs/main/output.log
