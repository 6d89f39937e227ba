# base: docs - README tells how to run the race longer with `make race RACE_SECONDS=120`; no such setting exists (the test's SECONDS is a #define), yet the sentence passes
sed -i 's/^  yet on 6\.12\.$/  yet on 6.12.  The race runs longer with `make race RACE_SECONDS=120`./' README.md
grep -n 'RACE_SECONDS' README.md
