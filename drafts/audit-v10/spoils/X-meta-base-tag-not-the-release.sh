# base: rejudge - the committed compare run's meta.tsv names the base as tag v6.12.117 (REPORT.md's header and README's fig:run.base say so after rendering), while the package version is 6.12.118-1~deb12u1 and every kernel reports release 6.12.118: the tag is not held to the release the boots report
mkdir -p compare-tests/results/runs/compare && xz -dc compare-tests/results/runs/compare.tar.xz | tar -C compare-tests/results/runs/compare -xf -
sed -i 's/^base\tv6\.12\.118$/base\tv6.12.117/' compare-tests/results/runs/compare/meta.tsv
REPACK=compare sh /work/scratch/audit10/regen9.sh
git status --short; grep -n 'v6.12.117' README.md compare-tests/results/REPORT.md | head -3
