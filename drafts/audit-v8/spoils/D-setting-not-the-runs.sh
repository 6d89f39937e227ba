# base: docs - README says trinity gets `FUZZ_VICTIM_S=40` seconds a victim in make compare (twice), where the committed run gave each victim 25 s (its fuzz-budget lines)
sed -i 's/`FUZZ_VICTIM_S=25`/`FUZZ_VICTIM_S=40`/g' README.md
