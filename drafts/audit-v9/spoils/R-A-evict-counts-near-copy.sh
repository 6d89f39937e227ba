# base: race - A-evict's measured line is A's counts plus one stat and one drop (248406 stats, 107510 drops): two 20 s races on two TCG vCPUs never land within one of each other; the copy check compares to the unit only
s=$(sed -n 's|^# measured: 2 CPUs; \([0-9]*\) stats .* against \([0-9]*\) cache drops .*|\1 \2|p' A/output.log)
set -- $s
sed -i "s|^# measured: 2 CPUs; [0-9]* stats of /proc/PID/net/dev against [0-9]* cache drops|# measured: 2 CPUs; $(($1 + 1)) stats of /proc/PID/net/dev against $(($2 + 1)) cache drops|" A-evict/output.log
grep '^# measured' A-evict/output.log
