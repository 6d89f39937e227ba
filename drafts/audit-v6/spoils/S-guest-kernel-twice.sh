# base: str - the log names two kernels ("guest: kernel" for B, then for A): the check reads both lines as one string and matches the last
sed -i '1i guest: kernel 6.12.118-B name B, /proc: proc /proc proc rw,relatime 0 0' A/output.log
