# base: bench - B's perf boots booted A's perf bzImage (their manifests' bzimage and booted are A's sha256, banners still -B): the A/B columns measure one image twice; nothing holds two kernels' images apart
a=$(sed -n 's/^bzimage //p' icount-A-1/manifest)
sed -i "s/^bzimage .*/bzimage $a/; s/^booted .*/booted $a/" icount-B-*/manifest wall-B-*/manifest
grep -h '^bzimage' icount-*/manifest wall-*/manifest | sort | uniq -c
