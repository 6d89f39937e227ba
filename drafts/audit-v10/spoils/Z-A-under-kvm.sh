# base: fuzz - A's two debug boots ran under KVM (-accel kvm; "Hypervisor detected: KVM"): Trinity's syscall counts and the victims' seconds on A are a KVM guest's, beside the other kernels' TCG ones, yet the table compares them as one run's; provenance never reads -accel
for k in A A-unprivileged; do
	sed -i 's/^qemu qemu-system-x86_64 -accel tcg /qemu qemu-system-x86_64 -accel kvm /' $k/manifest
	sed -i 's/^qemu-system-x86_64 -accel tcg /qemu-system-x86_64 -accel kvm /' $k/qemu-cmdline
	awk '/\] APIC: Static calls initialized\r?$/ && !d { print "[    0.000000] Hypervisor detected: KVM\r"; d = 1 } { print }' $k/console.log >o && mv o $k/console.log
done
grep -c 'accel kvm' */manifest
