# base: docs - README says the three series-unique-inode patches are in the packaged tree "on 6.1" (they are on 6.12, the base; on 6.1 none is)
sed -i 's/^- On 6\.12 all three patches of `series-unique-inode\/` are in the packaged/- On 6.1 all three patches of `series-unique-inode\/` are in the packaged/' README.md
