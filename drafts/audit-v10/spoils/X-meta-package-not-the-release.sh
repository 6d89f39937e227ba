# base: rejudge - the committed compare run's meta.tsv names the package linux-source-6.1 (README's fig:run.package and REPORT.md's header say so after rendering), while its version is 6.12.118-1~deb12u1 and every kernel reports 6.12.118: the package name is held to nothing
mkdir -p compare-tests/results/runs/compare && xz -dc compare-tests/results/runs/compare.tar.xz | tar -C compare-tests/results/runs/compare -xf -
sed -i 's/^package\tlinux-source-6\.12$/package\tlinux-source-6.1/' compare-tests/results/runs/compare/meta.tsv
REPACK=compare sh /work/scratch/audit10/regen9.sh
git status --short; grep -n 'linux-source-6.1<' README.md
