# base: A
# what: A's /proc options 'nonet=link' (contains net=link as a substring)
for f in runs/*/output.log; do sed -i 's|,net=link 0 0$|,nonet=link 0 0|' $f; done
