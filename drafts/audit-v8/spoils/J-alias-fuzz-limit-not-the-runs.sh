# base: compare/alias - the trinity boot's manifest says it was given 2000 s, where make compare gives a trinity boot 220 s (every other trinity boot of the run has 220)
sed -i 's/^timeout 220$/timeout 2000/' runs/fuzz/manifest
