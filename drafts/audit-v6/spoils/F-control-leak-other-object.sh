# base: faults - A-broken's leak after readdir is a 16-byte kstrdup() under proc_netns_readdir, not the readdir array its patch leaks
awk '/^# test: fault readdir:/ { r = 1 } /^# test: / && !/readdir:/ { r = 0 }
r && /^#   kmemleak\| unreferenced object .*\(size 1024\)/ { sub(/size 1024/, "size 16") }
r && /^#   kmemleak\|     .*__kmalloc_node_noprof\+0x/ { sub(/__kmalloc_node_noprof/, "__kmalloc_track_caller_noprof") }
r && /^#   kmemleak\|     .*__kvmalloc_node_noprof\+0x/ { sub(/__kvmalloc_node_noprof/, "kstrdup") }
{ print }' A-broken/output.log >o && mv o A-broken/output.log
