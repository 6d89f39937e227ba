# base: faults - A's console shows failslab at probability 10 (random failures everywhere), not fail-nth's single failure: the sites output.log credits to each sweep were not its own
sed -i 's/name failslab, interval 1, probability 0, space 0, times /name failslab, interval 1, probability 10, space 0, times /' A/console.log
