# base: compare/alias - every boot of alias ran under KVM (-accel kvm, the console's "Hypervisor detected: KVM"), not TCG as README, REPORT.md's header and make compare say; provenance never reads -accel
for b in runs/*/; do
	sed -i 's/^qemu qemu-system-x86_64 -accel tcg /qemu qemu-system-x86_64 -accel kvm /' $b/manifest
	sed -i 's/^qemu-system-x86_64 -accel tcg /qemu-system-x86_64 -accel kvm /' $b/qemu-cmdline
	awk '/\] APIC: Static calls initialized\r?$/ && !d { print "[    0.000000] Hypervisor detected: KVM\r"; d = 1 } { print }' $b/console.log >o && mv o $b/console.log
done
grep -c 'accel kvm' runs/*/manifest runs/*/qemu-cmdline; grep -c 'Hypervisor detected: KVM' runs/*/console.log
