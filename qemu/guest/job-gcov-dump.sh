# Guest job for make coverage, after each boot's own: the gcov counters
# (/sys/kernel/debug/gcov/<build path>/**.gcda), a gzip'd tar in base64
# between two marker lines, which qemu/host/coverage.sh unpacks.
gcov=/sys/kernel/debug/gcov
rm -rf /tmp/gcda
mkdir -p /tmp/gcda
(cd $gcov && find . -name '*.gcda') | while read -r f; do
	mkdir -p "/tmp/gcda/${f%/*}"
	cat "$gcov/$f" >"/tmp/gcda/$f"
done
echo "# gcov-begin"
tar -C /tmp/gcda -cz . | base64
echo "# gcov-end"
