#!/bin/sh
# The job a boot runs, as run.sh hands it to the guest's init:
#   job.sh BOOT [SEED SECONDS PER_VICTIM]
# prints it, for make check's and make compare's boots (qemu/host/boots.sh)
# and make fuzz's, whose fuzz and fuzz-unprivileged jobs get the run's
# trinity seed, whole budget and seconds a victim filled in.  Files named
# in BOOT_JOB_AFTER follow every job (make coverage's gcov dump).  The
# runners boot what it prints and the judge holds each boot's manifest to
# it, so a boot cannot claim another boot's job or another run's seed.
set -eu
g=qemu/guest
fill() { sed "s/@SEED@/$1/g; s/@SECONDS@/$2/g; s/@VICTIM_SECONDS@/$3/g"; }
# shellcheck disable=SC2086
case $1 in
main) cat $g/job-tests.sh $g/job-compat.sh ${BOOT_JOB_AFTER:-} ;;
lsm) cat $g/job-lsm.sh ${BOOT_JOB_AFTER:-} ;;
container) cat $g/lib-container.sh $g/job-container.sh ${BOOT_JOB_AFTER:-} ;;
fuzz) cat $g/lib-fuzz.sh $g/job-fuzz.sh ${BOOT_JOB_AFTER:-} | fill "$2" "$3" "$4" ;;
fuzz-unprivileged)
	cat $g/lib-fuzz.sh $g/lib-container.sh $g/job-fuzz-user.sh ${BOOT_JOB_AFTER:-} | fill "$2" "$3" "$4" ;;
*)
	# a compare-test in a boot of its own
	[ -f "compare-tests/$1.c" ] || { echo "job.sh: no job for boot $1 (qemu/host/boots.sh)" >&2; exit 1; }
	sed "s/@TEST@/$1/g" $g/job-one-test.sh
	cat ${BOOT_JOB_AFTER:-} /dev/null ;;
esac
