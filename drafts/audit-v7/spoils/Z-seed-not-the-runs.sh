# base: fuzz - alias's root victims ran trinity with seed 1; the run's params say seed=20130321
sed -i 's/^\(# fuzz: [^ ]* => exit [0-9]* after [0-9]* s, [0-9?]* syscalls, seed \)20130321,/\11,/' alias/output.log
