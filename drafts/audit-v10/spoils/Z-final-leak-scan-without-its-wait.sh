# base: fuzz - A's boot ends (guest clock) 1.5 s after the churn dropped the dcache, though the churn waits 3 s more after its drop and the job's final kmemleak scan sleeps 5 s between its two scans: the "0 unreferenced objects" after Trinity came from no scan that waited for objects to age (kmemleak reports objects 5 s old)
sed -i 's/^\[  183\.331400\] guest: end of boot, job rc=0/[  171.106542] guest: end of boot, job rc=0/; s/^\[  183\.395404\] reboot: /[  171.110542] reboot: /' A/console.log
tail -4 A/console.log
