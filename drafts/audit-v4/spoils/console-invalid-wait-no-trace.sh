# base: B
# what: lockdep's [ BUG: Invalid wait context ] header lines only (trace lost), main console
awk '{print} /random: crng init done/ { print "[   76.700000] ============================="; print "[   76.700001] [ BUG: Invalid wait context ]"; print "[   76.700002] 6.12.118-B #1 Not tainted"; print "[   76.700003] -----------------------------" }' runs/main/console.log > c && mv c runs/main/console.log
