# base: docs - README adds "the control's build alone took 900<!-- -->s", an HTML comment between number and unit, where times.md gives it 435 s
sed -i 's/^Trinity gets `FUZZ_VICTIM_S=25` s a victim there; the long runs are `make fuzz`'"'"'s\.$/&\nThe control'"'"'s build alone took 900<!-- -->s./' README.md
