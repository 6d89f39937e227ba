# base: docs - README adds a table whose header names the unit ("seconds") and whose cells are hand-typed numbers (builds 900, boots 600), none the run's (747, 515)
sed -i 's/^Trinity gets `FUZZ_VICTIM_S=25` s a victim there; the long runs are `make fuzz`'"'"'s\.$/&\n\n| step | seconds |\n|---|---|\n| builds | 900 |\n| boots | 600 |\n/' README.md
