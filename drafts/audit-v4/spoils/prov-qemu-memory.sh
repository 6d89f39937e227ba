# base: B
# what: main booted with -m 4096 instead of 512
sed -i 's/ -m 512 / -m 4096 /' runs/main/manifest
