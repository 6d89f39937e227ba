# base: rejudge - (audit-v8's, values at 3cee3f4) costs.tsv says A's test build used 1000 CPU s in 454 s on a 2-core machine (at most 908)
sed -i 's/^build A test\t454\t809\t/build A test\t454\t1000\t/' compare-tests/results/costs.tsv
grep '^build A test' compare-tests/results/costs.tsv
sh /work/scratch/audit9/regen9.sh
