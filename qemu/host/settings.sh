# Sourced by the host scripts: the workbench's settings as the Makefile
# defines them, its one definition: make exports BUILD and KERNELS to every
# recipe, and a script run on its own (from the repository's top, as all
# are) asks make for them.
[ -n "${BUILD:-}" ] || BUILD=$(make -s --no-print-directory print-BUILD)
[ -n "${KERNELS:-}" ] || KERNELS=$(make -s --no-print-directory print-kernels)
export BUILD KERNELS
# the same, absolute, for make -C and O=
BUILD_ABS=$(mkdir -p "$BUILD" && cd "$BUILD" && pwd)
# fuzz_slack FLAVOUR: the seconds a trinity boot gets beyond its budget
# (boot, churn test, leak scan: far slower on the sanitizer kernels);
# fuzz.sh gives them and judge.sh holds each boot's limit to them
fuzz_slack() { if [ "$1" = test ]; then echo 120; else echo 480; fi; }
