# base: B
# what: guest release/console/manifest version consistently 6.12.118-B-dirty (an uncommitted tree build)
for f in runs/*/output.log runs/*/console.log runs/*/manifest; do sed -i 's/6\.12\.118-B\([ #]\)/6.12.118-B-dirty\1/g' $f; done
