# base: B
# what: main booted -smp 2 (manifest and guest agree) though run.sh boots non-race boots -smp 1
sed -i 's/ -smp 1 / -smp 2 /' runs/main/manifest; sed -i 's/^guest: cpus online 1$/guest: cpus online 2/' runs/main/output.log
sed -i 's/Brought up 1 node, 1 CPU/Brought up 1 node, 2 CPUs/; s/Total of 1 processors/Total of 2 processors/' runs/main/console.log
