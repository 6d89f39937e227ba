# base: faults - mount-dir's forced failures are stamped on the console after the job ended ("guest: end of boot"), though output.log puts them before the every-N rounds
awk '/FAULT_INJECTION/ { b++ } { line[NR] = $0; blk[NR] = b }
	/guest: end of boot/ { endl = NR }
	END {
		# mount-dir: the last five of the 37 blocks
		for (i = 1; i <= NR; i++) if (!(blk[i] >= 33 && blk[i] <= 37 && i < endl)) { print line[i]; if (i == endl) for (j = 1; j <= NR; j++) if (blk[j] >= 33 && blk[j] <= 37 && j < endl) { l = line[j]; sub(/^\[ *[0-9.]+\]/, "[  999.000000]", l); print l } }
	}' A/console.log >c && mv c A/console.log
