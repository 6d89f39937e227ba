# base: rejudge - faults.md (a rendered table) says A's netns-create round forced 9 failures, where its run forced 16; report.json follows it
sed -i 's/^| A | netns-create | netns-create under proc_net_ns_init, nth | 16 |/| A | netns-create | netns-create under proc_net_ns_init, nth | 9 |/' compare-tests/results/faults.md
sed -i 's/"kernel": "failures forced", "value": "16"/"kernel": "failures forced", "value": "9"/' compare-tests/results/report.json
sh qemu/host/report-md.sh compare-tests/results/report.json compare-tests/results >R && mv R compare-tests/results/REPORT.md
