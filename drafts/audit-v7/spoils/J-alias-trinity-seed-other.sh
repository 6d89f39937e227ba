# base: compare/alias - alias's root trinity victims ran with seed 1, not the run's seed 20130321
sed -i 's/^\(# fuzz: [^ ]* => exit [0-9]* after [0-9]* s, [0-9?]* syscalls, seed \)20130321,/\11,/' runs/fuzz/output.log
