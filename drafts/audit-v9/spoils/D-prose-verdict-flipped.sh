# base: docs - README says inotify-net-file passes on every kernel; the run has it failing on B (its expected failure), as REPORT.md shows
sed -i 's/^  fails on B, passes on the control, alias and A)\./  passes on every kernel, B too)./' README.md
grep -n 'passes on every kernel, B too' README.md
