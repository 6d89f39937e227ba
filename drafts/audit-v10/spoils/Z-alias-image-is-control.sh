# base: fuzz - alias's two debug boots booted the control's debug bzImage (their manifests' bzimage and booted are the control's sha256, banners still -alias): "alias runs clean" then stands on the control's image, which hangs; nothing holds two kernels' images apart
c=$(sed -n 's/^bzimage //p' control/manifest)
sed -i "s/^bzimage .*/bzimage $c/; s/^booted .*/booted $c/" alias/manifest alias-unprivileged/manifest
grep -h '^bzimage' */manifest | sort | uniq -c
