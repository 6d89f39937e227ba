# base: race - A's log holds a second measurement, 3 ENOENT, behind a tab (output.log may hold tabs): no check reads it, nor sees it twice
awk '{ print } /^# measured: / { v = $0; sub(/: 0 ENOENT, /, ": 3 ENOENT, ", v); print "\t" v }' A/output.log >o && mv o A/output.log
