# base: B
# what: release 6.12.999-B in all manifests/guest/console (another base kernel), consistently
for f in runs/*/output.log runs/*/console.log runs/*/manifest; do sed -i 's/6\.12\.118-B/6.12.999-B/g' $f; done
