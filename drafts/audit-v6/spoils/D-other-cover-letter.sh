# base: docs - series-unique-inode's cover letter (also a cover letter sent for review) types "38% slower" by hand: the checker reads only series-netns-id's
sed -i 's|^upstream fix and not a variant\.$|upstream fix and not a variant.  On 6.12 the three patches make a stat of\n/proc/self/net/dev 38% slower than the control.|' series-unique-inode/0000-cover-letter.patch
