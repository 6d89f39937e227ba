# base: faults - A-default's boot was made by another make faults (run 1796671200-41414) than A's and A-broken's: the table's three boots are not one run, and faults.sh checks each boot's run id alone
sed -i 's/^run \(.*\)$/run 1796671200-41414/' A-default/manifest
grep -h '^run ' */manifest
