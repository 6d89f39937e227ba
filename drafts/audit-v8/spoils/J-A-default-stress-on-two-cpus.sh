# base: compare/A-default - the deadlock-stress boot says it ran on two vCPUs (QEMU -smp 2, guest and console agree), where make compare gives every boot one (run.sh's QEMU_SMP=1)
sed -i 's/ -smp 1 / -smp 2 /' runs/deadlock-stress/manifest runs/deadlock-stress/qemu-cmdline
sed -i 's/^guest: cpus online 1$/guest: cpus online 2/' runs/deadlock-stress/output.log
sed -i 's/smp: Brought up 1 node, 1 CPU\r$/smp: Brought up 1 node, 2 CPUs\r/' runs/deadlock-stress/console.log
