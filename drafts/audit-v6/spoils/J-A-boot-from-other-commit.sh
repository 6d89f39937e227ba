# base: compare/A - A's lsm boot comes from another run: its manifest says it was made at 2d1b8bf, the other seven boots at 51fb05c (the commit is checked only to exist)
sed -i 's/^repo .*/repo 2d1b8bff0062cb98ab88d2c195ee8ecef829071a/' runs/lsm/manifest
