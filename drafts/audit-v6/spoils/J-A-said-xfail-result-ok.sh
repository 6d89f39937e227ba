# base: compare/A - setns-leader: the harness's own line says XFAIL (an expected failure: the case failed), the result line a plain ok, counted as a pass
awk '/^# test: / { t = $3 } t == "setns-leader" && /^#  +OK  global.self_net_follows_leader$/ { $0 = "#         XFAIL  global.self_net_follows_leader" } { print }' runs/main/output.log >o && mv o runs/main/output.log
