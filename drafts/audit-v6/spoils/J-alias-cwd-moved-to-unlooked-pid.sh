# base: compare/alias - cwd-alias on alias: the cwd "moved" into /proc/7, not the /proc/56 that was looked up (the bug's mechanism contradicted)
sed -i 's|after stat of /proc/56/net/stat: /proc/56/net/stat|after stat of /proc/56/net/stat: /proc/7/net/stat|' runs/main/output.log
