# base: docs - README states by hand that readdir /proc per listed entry costs A 0.95 of B at 1000 namespaces (bench.md: 1.506), a ratio with two decimal places, which no rule reads
sed -i 's/^  yet on 6\.12\.$/  yet on 6.12.  Per listed entry, readdir \/proc costs A 0.95 of B at 1000 namespaces./' README.md
grep -n '0\.95 of B' README.md
