# base: compare/B - all eight of B's boots were made by another make compare (run 1796667000-17777, an hour before the one whose control, alias, A and A-default boots stand beside them): the run id is held to one invocation within a kernel only, never across the kernels judged together as one run
sed -i 's/^run 1796670647-28537$/run 1796667000-17777/' runs/*/manifest
grep -h '^run ' runs/*/manifest | sort | uniq -c
