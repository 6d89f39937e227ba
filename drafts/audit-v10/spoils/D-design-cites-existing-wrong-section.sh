# base: docs - DESIGN.md backs its AppArmor result ("With policy nobody here wrote [REPORT §6]") with [REPORT §5], a section that exists but is the compatibility probes (ip, ss, netstat, find), which hold no policy: a citation is checked to name a section, not the section that holds what it backs
sed -i 's/With policy nobody here wrote \[REPORT §6\]: Debian/With policy nobody here wrote [REPORT §5]: Debian/' series-netns-id/DESIGN.md
grep -n 'REPORT §5\]: Debian' series-netns-id/DESIGN.md
