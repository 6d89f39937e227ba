# base: compare/B - deadlock-stress's and deadlock-two-netns's output.logs swapped between their boots (results attributed to the wrong boot)
mv runs/deadlock-stress/output.log x; mv runs/deadlock-two-netns/output.log runs/deadlock-stress/output.log; mv x runs/deadlock-two-netns/output.log
