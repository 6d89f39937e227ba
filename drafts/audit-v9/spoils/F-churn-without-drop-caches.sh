# base: faults - the churn after A's rounds says "after dropping the dcache", but A's console has no drop_caches by netns-churn: it never dropped it
sed -i '/netns-churn ([0-9]*): drop_caches/d' A/console.log
