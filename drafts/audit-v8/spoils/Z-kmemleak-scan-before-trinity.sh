# base: fuzz - B's kmemleak scan ("# fuzz: kmemleak => 0 unreferenced objects") is reported before the first victim started: a scan before trinity ran cannot speak for it
awk '/^# fuzz: kmemleak => / { next } { print } /^guest: cpus online / { print "# fuzz: kmemleak => 0 unreferenced objects" }' B/output.log >o && mv o B/output.log
