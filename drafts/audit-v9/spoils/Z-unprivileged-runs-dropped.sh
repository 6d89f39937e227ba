# base: fuzz - the run made no uid-1000 container runs: every *-unprivileged boot is gone and params says runs="root", so fuzz.sh -r never asks for them
rm -rf *-unprivileged
sed -i 's/runs="root unprivileged"/runs="root"/' params
sed -i 's/[A-Za-z-]*-unprivileged //g' kernels
