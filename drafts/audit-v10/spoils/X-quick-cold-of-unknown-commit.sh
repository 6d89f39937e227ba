# base: rejudge - compare-tests/results/quick-cold.md says its cold make quick was of a fresh clone of commit f00dbee, which this repository does not have: the table every newcomer's estimate rests on is of no known tree; the boots' commits are checked, this table's is not
sed -i '1s/a fresh clone of a11a0f9 /a fresh clone of f00dbee /' compare-tests/results/quick-cold.md
git cat-file -t f00dbee || echo "f00dbee: no such commit"
