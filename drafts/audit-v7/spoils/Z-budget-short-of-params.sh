# base: fuzz - A's four root victims each had 25 s (100 s in all), where the run's params (minutes=2) give 30 s each: the run fuzzed less than it says
sed -i 's/^\(# fuzz-budget: [^ ]* => \)30 s$/\125 s/; s/^\(# fuzz: [^ ]* => exit 0 after \)3[0-9] s,/\127 s,/' A/output.log
