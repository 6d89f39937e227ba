for r in 1 2; do for n in dev stat unix snmp dev; do /tests/slubwalk $n 2000; done; done
