# base: docs - README adds "the judged run's boots took 1500&nbsp;s" (an HTML no-break space, typed as ASCII), where the run's figure is 515 s
sed -i 's/^Trinity gets `FUZZ_VICTIM_S=25` s a victim there; the long runs are `make fuzz`'"'"'s\.$/&\nOn that machine the judged run'"'"'s boots took 1500\&nbsp;s./' README.md
