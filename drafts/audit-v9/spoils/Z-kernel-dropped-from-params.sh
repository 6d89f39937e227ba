# base: fuzz - make fuzz CONFIG=debug ran on control alias B A only: A-default's two boots are gone from the run and from params' fuzz_kernels, and fuzz.sh -r judges what params lists
rm -rf A-default A-default-unprivileged
sed -i 's/ A-default"/"/' params
sed -i 's/^A-default-unprivileged A-default //' kernels
cat params kernels
