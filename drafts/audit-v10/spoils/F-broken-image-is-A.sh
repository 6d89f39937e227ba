# base: faults - A-broken, the positive control (net/'s anchor freed and leaked on purpose), booted A's own debug bzImage (its manifest's bzimage and booted are A's sha256, its banner still -A-broken): then A's image is the one that leaked and crashed, and A's clean row stands beside no control; nothing holds two kernels' images apart
a=$(sed -n 's/^bzimage //p' A/manifest)
sed -i "s/^bzimage .*/bzimage $a/; s/^booted .*/booted $a/" A-broken/manifest
grep -h '^bzimage' */manifest
