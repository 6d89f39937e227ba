# base: bench - the pair-2 boots ran with pair 1's job (BENCH_PAD=0), not with pad-2.sh's BENCH_PAD=300: the second memory layout the medians claim was never made
for c in icount wall; do for k in A B A-default; do
	j=$(sed -n 's/^job //p' $c-$k-1/manifest)
	sed -i "s/^job .*/job $j/" $c-$k-2/manifest
done; done
