# base: compare/A-default - the root trinity boot reports, beside its first victim, that trinity ran as uid 1000 with no capability: the "as root" results were not root's
sed -i 's|^# fuzz-start: /proc/self/net => uptime \(.*\)$|&\n# fuzz-as: /proc/self/net => uid 1000, CapEff 0000000000000000, uid_map 0 100000 65536, pid 1, netns own|' runs/fuzz/output.log
