# base: docs - README says "each victim runs half a minute" in make compare, where the run's victims had 25 s (a fraction and a unit, both in words)
sed -i 's/^Trinity gets `FUZZ_VICTIM_S=25` s a victim there; the long runs are `make fuzz`'"'"'s\.$/Trinity'"'"'s victims there run half a minute each; the long runs are `make fuzz`'"'"'s./' README.md
