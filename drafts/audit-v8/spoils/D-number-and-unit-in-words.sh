# base: docs - README adds that each boot of make compare is given ten minutes before QEMU is stopped, where its manifests say 240 s (220 s for trinity's)
sed -i 's/^Trinity gets `FUZZ_VICTIM_S=25` s a victim there; the long runs are `make fuzz`'"'"'s\.$/&\nEach boot there is given ten minutes before QEMU is stopped./' README.md
