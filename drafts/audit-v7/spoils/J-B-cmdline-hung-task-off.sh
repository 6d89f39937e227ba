# base: compare/B - main booted with the hung-task detector off (sysctl.kernel.hung_task_timeout_secs=0), guest, QEMU and console agreeing: "no hung task" means nothing
for f in runs/main/manifest runs/main/qemu-cmdline; do [ ! -f $f ] || sed -i 's/ slab_nomerge  -serial / slab_nomerge sysctl.kernel.hung_task_timeout_secs=0  -serial /' $f; done
sed -i 's/^guest: cmdline console=ttyS0 panic=-1 slab_nomerge $/guest: cmdline console=ttyS0 panic=-1 slab_nomerge sysctl.kernel.hung_task_timeout_secs=0 /' runs/main/output.log
sed -i 's/\] \(Kernel \)\{0,1\}\([Cc]\)ommand line: console=ttyS0 panic=-1 slab_nomerge \(\r\{0,1\}\)$/] \1\2ommand line: console=ttyS0 panic=-1 slab_nomerge sysctl.kernel.hung_task_timeout_secs=0 \3/' runs/main/console.log
