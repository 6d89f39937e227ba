# base: faults - A's console time stamps all x0.01: by the guest's clock the boot took 3.6 s, in which the churn alone claims 9.4 s
awk '{ if (match($0, /^\[ *[0-9]+\.[0-9]+\]/)) { t = substr($0, 2, RLENGTH - 2) * 0.01; $0 = sprintf("[%12.6f]", t) substr($0, RLENGTH + 1) } print }' A/console.log >c && mv c A/console.log
