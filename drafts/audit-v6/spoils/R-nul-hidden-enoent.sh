# base: race - A's log holds a second measurement, 3 ENOENT, behind a NUL byte: no check reads it (nor sees it twice)
sed '/^# measured: /{p;s/^# measured: \(.*\): 0 ENOENT, /\x01# measured: \1: 3 ENOENT, /}' A/output.log | tr '\001' '\000' >o && mv o A/output.log
