# base: faults - A's and A-default's debug boots ran under KVM (-accel kvm; "Hypervisor detected: KVM"), A-broken's under TCG: the fault table compares two machines, and README's "QEMU-booted under TCG" is not what ran; provenance never reads -accel
for k in A A-default; do
	sed -i 's/^qemu qemu-system-x86_64 -accel tcg /qemu qemu-system-x86_64 -accel kvm /' $k/manifest
	sed -i 's/^qemu-system-x86_64 -accel tcg /qemu-system-x86_64 -accel kvm /' $k/qemu-cmdline
	awk '/\] APIC: Static calls initialized\r?$/ && !d { print "[    0.000000] Hypervisor detected: KVM\r"; d = 1 } { print }' $k/console.log >o && mv o $k/console.log
done
grep -c 'accel kvm' */manifest
