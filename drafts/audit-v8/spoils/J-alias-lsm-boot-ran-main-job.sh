# base: compare/alias - the lsm boot's manifest says it ran the main boot's job (sha256 9dc0eb44...), not job-lsm.sh, yet it printed job-lsm.sh's lines
m=$(sed -n 's/^job //p' runs/main/manifest)
sed -i "s/^job .*/job $m/" runs/lsm/manifest
