# base: rejudge - quick-cold.md says the control's cold build used 900 CPU s in 392 s of wall time, on the 2-CPU machine it names (at most 784)
sed -i 's/^| build control test | 392 | 736 |$/| build control test | 392 | 900 |/' compare-tests/results/quick-cold.md
