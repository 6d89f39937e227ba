# base: compare/A - the deadlock-rename console's clock runs to 45 s of uptime in a boot the host timed at 4 s (every time stamp x10)
awk '{ if (match($0, /^\[ *[0-9]+\.[0-9]+\]/)) { t = substr($0, 2, RLENGTH - 2) * 10; $0 = sprintf("[%12.6f]", t) substr($0, RLENGTH + 1) } print }' runs/deadlock-rename/console.log >c && mv c runs/deadlock-rename/console.log
