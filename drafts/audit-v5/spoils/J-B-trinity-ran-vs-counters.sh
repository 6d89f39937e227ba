# base: compare/B - trinity's count forged to 99214 in both places; its own Successes 911 + Failures 11298 still add to 12209
sed -i 's|12214 syscalls, seed|99214 syscalls, seed|; s|Ran 12214 syscalls\.|Ran 99214 syscalls.|' runs/fuzz/output.log
