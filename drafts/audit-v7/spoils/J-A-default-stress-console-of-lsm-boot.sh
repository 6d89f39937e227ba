# base: compare/A-default - deadlock-stress's console is the lsm boot's (another command line: lsm=landlock,apparmor)
cp runs/lsm/console.log runs/deadlock-stress/console.log
