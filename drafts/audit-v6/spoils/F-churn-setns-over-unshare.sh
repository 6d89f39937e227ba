# base: faults - A's churn did 60 setns into the 6 namespaces it made (each joiner joins one creator's namespace once: setns <= unshare)
sed -i '/^# measured: net_namespace objects/s/; 6 unshare + 6 setns;/; 6 unshare + 60 setns;/' A/output.log
