# base: A
# what: A's /proc mounted net=link,subset=pid (extra options)
for f in runs/*/output.log; do sed -i 's|net=link 0 0$|net=link,subset=pid 0 0|' $f; done
