# base: B
# what: runs/main/verdict removed (the per-boot record run.sh always writes)
rm runs/main/verdict
