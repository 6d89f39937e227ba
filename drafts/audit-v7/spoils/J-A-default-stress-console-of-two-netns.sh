# base: compare/A-default - deadlock-stress's console is the deadlock-two-netns boot's, byte for byte (one console for two boots)
cp runs/deadlock-two-netns/console.log runs/deadlock-stress/console.log
