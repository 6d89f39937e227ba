# base: bench - every wall-clock boot ran under KVM (-accel kvm; "Hypervisor detected: KVM"), where bench.md says "Plain TCG, one vCPU": the wall-clock column is another machine's; bench-report reads -icount and -smp, never -accel
for b in wall-*; do
	sed -i 's/^qemu qemu-system-x86_64 -accel tcg /qemu qemu-system-x86_64 -accel kvm /' $b/manifest
	sed -i 's/^qemu-system-x86_64 -accel tcg /qemu-system-x86_64 -accel kvm /' $b/qemu-cmdline
	awk '/\] APIC: Static calls initialized\r?$/ && !d { print "[    0.000000] Hypervisor detected: KVM\r"; d = 1 } { print }' $b/console.log >o && mv o $b/console.log
done
grep -c 'accel kvm' wall-*/qemu-cmdline
