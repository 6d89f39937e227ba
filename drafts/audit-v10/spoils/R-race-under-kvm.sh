# base: race - every race boot ran under KVM (-accel kvm; "Hypervisor detected: KVM"): two real vCPUs, not the two TCG vCPUs race.md and the race test's bounds (a TCG guest's 7000 stats a second) speak of; provenance never reads -accel
for k in A A-evict A-evict-enoent; do
	sed -i 's/^qemu qemu-system-x86_64 -accel tcg /qemu qemu-system-x86_64 -accel kvm /' $k/manifest
	sed -i 's/^qemu-system-x86_64 -accel tcg /qemu-system-x86_64 -accel kvm /' $k/qemu-cmdline
	awk '/\] APIC: Static calls initialized\r?$/ && !d { print "[    0.000000] Hypervisor detected: KVM\r"; d = 1 } { print }' $k/console.log >o && mv o $k/console.log
done
grep -c 'accel kvm' */manifest */qemu-cmdline; grep -c 'Hypervisor detected' */console.log
