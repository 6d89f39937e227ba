# base: str - A's console carries the kernel's per-run lines (the remount refusal, the dcache drops) of 15 runs; output.log reports 20
awk '/proc: net= cannot be changed on remount/ { r++ } r > 15 && (/proc: net= cannot be changed on remount/ || /proc-netns \([0-9]+\): drop_caches/) { skip = 1; next }
	skip && /^\[ *[0-9.]+\] *\r?$/ { next } { skip = 0; print }' A/console.log >c && mv c A/console.log
