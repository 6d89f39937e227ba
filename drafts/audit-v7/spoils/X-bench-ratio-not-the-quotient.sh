# base: rejudge - bench.md's A/B for stat self/net/dev (1 process) is 0.765 beside its own A 6746 and B 7797 (6746/7797 = 0.865); report.json and REPORT.md carry it
sed -i 's/^\(| stat self\/net\/dev | 1 | 6746 (6746-6746) n=2 | 7797 (7797-7797) n=2 | 8478 (8478-8479) n=2 | \)0\.865 (0\.865-0\.865) n=2 |/\10.765 (0.765-0.765) n=2 |/' compare-tests/results/bench.md
sh "$REGEN"
