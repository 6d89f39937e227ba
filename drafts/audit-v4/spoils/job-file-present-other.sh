# base: B
# what: runs/main/job present, but it is the lsm job (hash not the manifest's)
cp /work/main/qemu/guest/job-lsm.sh runs/main/job
