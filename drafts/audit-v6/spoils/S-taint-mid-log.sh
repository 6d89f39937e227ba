# base: str - the guest printed "# tainted: 4096" after run 10 and "# tainted: 0" at the end (a taint never clears): only the last is read
sed -i '/^# run-exit: 10 0$/a # tainted: 4096' A/output.log
