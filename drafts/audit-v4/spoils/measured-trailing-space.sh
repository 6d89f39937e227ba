# base: B
# what: a measured value with trailing junk after the anchored value: extra text after (regex end-anchored?)
sed -i 's/^\(# measured: IN_OPEN of the next open: lost; second watch: new wd\)$/\1 (retried: seen; same wd)/' runs/main/output.log
