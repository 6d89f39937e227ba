# base: docs - README quotes by hand that trinity as uid 1000 on A looked the guest's namespace up 4083 times (the run: 40833), a bare four-digit number, which no rule reads
sed -i 's/^  yet on 6\.12\.$/  yet on 6.12.  Lookups of the guest'"'"'s namespace from the container on A: 4083, none found./' README.md
grep -n 'A: 4083' README.md
