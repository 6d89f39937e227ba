# base: docs - README credits fig:time.boots (the boots' 706 s) to "the builds": "of which the packages took 0 s and the builds 706 s", where the run had one build row of 24 s; the words after a marker are read ("s"), the words naming what it measures before it are not (but for a kernel's name)
sed -i 's/^\(.*of which the packages took <!-- fig:time.packages -->0<!-- \/fig --> s and the\)$/\1/; /fig:time.packages/{N; s/s and the\nboots <!-- fig:time.boots -->/s and the\nbuilds <!-- fig:time.boots -->/}' README.md
grep -n 'builds <!-- fig:time.boots' README.md
