# base: docs - README says Debian's dhclient profile denies the reads on A and on A-default; the run has it allowing them on A-default (no net=link there)
perl -0pi -e 's|on control, alias, B and\n  A-default and denies both on A,|on control, alias and B\n  and denies both on A and A-default,|' README.md
grep -n 'denies both on A and A-default' README.md
