# base: race - A-evict's boot was made by another make race (run 1796670900-31313) than A's and A-evict-enoent's: the three boots of the table are not one run; race.sh checks each boot alone
sed -i 's/^run \(.*\)$/run 1796670900-31313/' A-evict/manifest
grep -h '^run ' */manifest
