# base: rejudge - the committed compare run's meta.tsv is dated 2026-12-09 10:00 UTC, after 359f46e, the commit that added the run (2026-12-07 20:42), and after this repository's newest commit: a run dated after the commit that holds it; the date is held to be after the builds and the run's start only
mkdir -p compare-tests/results/runs/compare && xz -dc compare-tests/results/runs/compare.tar.xz | tar -C compare-tests/results/runs/compare -xf -
sed -i 's/^date\t.*/date\t2026-12-09 10:00 UTC/' compare-tests/results/runs/compare/meta.tsv
REPACK=compare sh /work/scratch/audit10/regen9.sh
git status --short; grep -n '2026-12-09' compare-tests/results/REPORT.md | head -2
