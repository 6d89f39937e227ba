# base: rejudge - the committed selftest-repeat run and its table lose A-default: the run holds A alone, and rejudge renders the table from the kernels the run lists
mkdir -p compare-tests/results/runs/selftest-repeat && xz -dc compare-tests/results/runs/selftest-repeat.tar.xz | tar -C compare-tests/results/runs/selftest-repeat -xf -
cd compare-tests/results/runs/selftest-repeat && rm -rf A-default && echo A >kernels && cd - >/dev/null
REPACK=selftest-repeat sh /work/scratch/audit9/regen9.sh
git status --short
