# base: compare/A-default - thread-net: the harness's own line says SKIP (the case never ran its checks), the result line a plain ok, counted as a pass
awk '/^# test: / { t = $3 } t == "thread-net" && /^#  +OK  global.thread_self_net_follows_thread$/ { $0 = "#          SKIP  global.thread_self_net_follows_thread" } { print }' runs/main/output.log >o && mv o runs/main/output.log
