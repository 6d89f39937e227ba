# base: bench - icount-A-1 benchmarked a kernel that had warned and was tainted W (512): its console shows a WARNING and its output.log "# tainted: 512"
sed -i 's/^# tainted: 0$/# tainted: 512/' icount-A-1/output.log
awk '{ print } /Run \/init as init process/ && !d { d = 1; ts = substr($0, 1, index($0, "]"))
	print ts " ------------[ cut here ]------------\r"
	print ts " WARNING: CPU: 0 PID: 61 at fs/proc/generic.c:385 proc_register+0x1a3/0x1f0\r"
	print ts " CPU: 0 UID: 0 PID: 61 Comm: proc-net-bench Tainted: G        W          6.12.118-A #1\r"
	print ts " ---[ end trace 0000000000000000 ]---\r" }' icount-A-1/console.log >c && mv c icount-A-1/console.log
