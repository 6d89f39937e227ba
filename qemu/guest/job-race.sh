# Guest job for make race, on the smp flavour (qemu/config/smp.config)
# booted with two vCPUs: compare-tests/race/race-net-link-rcu, on /proc
# as A's initramfs mounts it (net=link).  qemu/host/race.sh judges it.
echo "# cpus: $(nproc)"
echo "# proc: $(grep '^proc /proc ' /proc/mounts)"
echo "# test: race-net-link-rcu"
timeout 60 /tests/race/race-net-link-rcu
echo "# exit: race-net-link-rcu $?"
