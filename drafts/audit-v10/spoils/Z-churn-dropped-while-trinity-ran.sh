# base: fuzz - A's console logs the churn's drop_caches at 120.0 s, while the last Trinity victim ran from 109.27 s for 32 s (to 141 s): by the kernel's clock the "churn after Trinity" dropped the dcache in the middle of Trinity; only output.log's line order is checked
sed -i 's/^\[  169\.606542\] netns-churn (323): drop_caches: 2/[  120.006542] netns-churn (323): drop_caches: 2/' A/console.log
grep -n 'netns-churn\|Run /init\|end of boot' A/console.log
