# base: bench - one curve point (A, boot 1, readdir /proc at 100 namespaces) reported twice with another value; both enter the median
awk -F'\t' -v OFS='\t' '{ print } $1 == "A" && $2 == 1 && $3 == "netns" && $4 == 100 && $5 == "readdir /proc" { $6 = int($6 / 2); print }' scale.tsv >o && mv o scale.tsv
