# base: race - A's console timestamps all scaled by 0.2: by the guest's clock the whole boot took some 4 s, yet the test claims 20 s of racing
awk '{ if (match($0, /^\[ *[0-9]+\.[0-9]+\]/)) { t = substr($0, 2, RLENGTH - 2) * 0.2; $0 = sprintf("[%12.6f]", t) substr($0, RLENGTH + 1) } print }' A/console.log >c && mv c A/console.log
