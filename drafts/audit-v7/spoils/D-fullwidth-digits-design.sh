# base: docs - DESIGN.md types a measurement in fullwidth digits ("４８９ s", U+FF14 U+FF18 U+FF19), rendered as 489 s
l=$(grep -n '^## ' series-netns-id/DESIGN.md | sed -n 2p | cut -d: -f1)
printf 'Every boot of make check together takes \357\274\224\357\274\230\357\274\231 s on the reference machine.\n\n' >line
sed -i "$((l - 1))r line" series-netns-id/DESIGN.md
rm line
