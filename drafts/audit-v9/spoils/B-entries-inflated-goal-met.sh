# base: bench - A listed 3300 entries in readdir /proc at 1000 namespaces (B 1075: A can list at most B's plus one a namespace), which brings the per-entry goal to "met"
sed -i 's/^\(# entries: netns|1000|readdir \/proc|\)[0-9]*$/\13300/' icount-A-1/output.log icount-A-2/output.log
grep -h '^# entries: netns|1000' icount-A-1/output.log
