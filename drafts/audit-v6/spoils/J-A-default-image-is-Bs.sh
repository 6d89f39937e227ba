# base: compare/A-default - every A-default boot booted B's bzImage (its sha256, as built and as booted), not A's, which A-default is by definition
for m in runs/*/manifest; do sed -i 's/^bzimage .*/bzimage 770377028da497945323c0a22942d3896ad90227f89978a5fd78f495ac70d8a5/; s/^booted .*/booted 770377028da497945323c0a22942d3896ad90227f89978a5fd78f495ac70d8a5/' $m; done
