# base: compare/control - deadlock-two-netns: "no deadlock in 10 s" with one rename, one rename back and one link done
sed -i 's|rename pid 1414 ENOENT, rename pid back 1543 ENOENT, link pid 2111 ENOENT|rename pid 1 ENOENT, rename pid back 1 ENOENT, link pid 1 ENOENT|' runs/deadlock-two-netns/output.log
