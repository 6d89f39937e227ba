# base: faults - the churn after the faults left 4 netns-* entries of dead namespaces listed (1 before, 5 after): "churn back to one net" still passes
sed -i '/^# measured: net_namespace objects/s/netns-\* entries 1 before, 1 after/netns-* entries 1 before, 5 after/' A/output.log
