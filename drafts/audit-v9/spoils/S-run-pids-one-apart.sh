# base: str - the console's proc-netns processes of A's 20 runs have consecutive PIDs (174, 175, ...): the runs forked nothing, yet every run passed the cases that fork and unshare
awk 'match($0, /proc-netns \([0-9]+\): drop_caches/) { s = substr($0, RSTART, RLENGTH); p = s; sub(/.*\(/, "", p); sub(/\).*/, "", p)
	if (!(p in m)) m[p] = 174 + n++
	sub(/proc-netns \([0-9]+\)/, "proc-netns (" m[p] ")") } { print }' A/console.log >c && mv c A/console.log
grep -o 'proc-netns ([0-9]*)' A/console.log | uniq | tr '\n' ' '
