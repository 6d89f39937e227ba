# base: docs - README says the judge asks of each trinity victim "at least half of its budget run", where judge.sh asks nine tenths (90%)
sed -i 's/the job names, at least nine tenths of$/the job names, at least half of/' README.md
