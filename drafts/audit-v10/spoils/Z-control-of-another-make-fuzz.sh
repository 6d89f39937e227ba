# base: fuzz - the control's two boots (root and uid 1000) were made by another make fuzz CONFIG=debug (run 1796669500-23232) than the other kernels' eight: the table of one run mixes two; the run id is held within a kernel's two boots only
sed -i 's/^run .*/run 1796669500-23232/' control/manifest control-unprivileged/manifest
grep -h '^run ' */manifest | sort | uniq -c
