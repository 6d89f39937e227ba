# base: compare/A - the plain container's "after crun delete" rows were measured before crun create (the namespace did not exist yet)
grep '^# container: plain /proc: the guest.s /proc/netns-<container>/net/dev, after crun delete' runs/container/output.log >rows
grep -v '^# container: plain /proc: the guest.s /proc/netns-<container>/net/dev, after crun delete' runs/container/output.log |
	awk 'FNR == NR { r = r $0 "\n"; next } /^# container: plain \/proc: crun create => / { printf "%s", r } { print }' rows - >o && mv o runs/container/output.log
rm rows
