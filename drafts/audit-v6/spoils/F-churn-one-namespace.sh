# base: faults - A-default's churn after the rounds made one namespace in 6 s, one join, one read: still "churn back to one net"
sed -i '/^# measured: net_namespace objects/s/; [0-9]* unshare + [0-9]* setns; net\/dev read 0 times via netns-\*, [0-9]* via PID\/net;/; 1 unshare + 1 setns; net\/dev read 0 times via netns-*, 1 via PID\/net;/' A-default/output.log
