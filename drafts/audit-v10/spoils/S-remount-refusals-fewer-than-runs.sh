# base: str - A's console logs "proc: net= cannot be changed on remount" (the refusal the selftest's remount case provokes once a run) for runs 1 to 5 only, while output.log says all 20 runs passed that case: the kernel saw 5 runs of the case, the guest reports 20; only the drop_caches lines are counted per run
awk '/\] proc: net= cannot be changed on remount\r?$/ { n++; if (n > 5) { skip = 1; next } } skip && /^\[ *[0-9]+\.[0-9]+\] \r?$/ { skip = 0; next } { skip = 0; print }' A/console.log >o && mv o A/console.log
grep -c 'cannot be changed on remount' A/console.log
