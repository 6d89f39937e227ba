# Guest job: one compare-test (@TEST@, filled in by the host) in a boot of
# its own, because it may wedge the kernel.
cd /tests/compare
echo "# test: @TEST@"
timeout 120 ./@TEST@
echo "# exit: @TEST@ $?"
