# base: B
# what: main booted with -accel kvm instead of tcg
sed -i 's/-accel tcg/-accel kvm/' runs/main/manifest
