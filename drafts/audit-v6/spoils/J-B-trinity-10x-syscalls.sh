# base: compare/B - trinity's first victim ran 96710 syscalls in 26 s (ten times the others' rate), its three counters forged to agree: no ceiling
sed -i 's|exit 0 after 26 s, 9671 syscalls|exit 0 after 26 s, 96710 syscalls|; s|Ran 9671 syscalls\. Successes: 711  Failures: 8954|Ran 96710 syscalls. Successes: 7110  Failures: 89540|' runs/fuzz/output.log
