# base: bench - A's instruction-clock boots, whose column REPORT.md labels "perf config: no lockdep", have lockdep on: their consoles print the Lock dependency validator banner (a test build's console under the perf build's manifest)
for p in 1 2; do
	awk '{ print } /Memory: [0-9]+K\/[0-9]+K available/ && !d { d = 1; ts = substr($0, 1, index($0, "]"))
		print ts " Lock dependency validator: Copyright (c) 2006 Red Hat, Inc., Ingo Molnar\r"
		print ts " ... MAX_LOCKDEP_SUBCLASSES:  8\r" }' icount-A-$p/console.log >c && mv c icount-A-$p/console.log
done
