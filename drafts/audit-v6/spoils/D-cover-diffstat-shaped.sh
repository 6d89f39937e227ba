# base: docs - the cover letter types "0.862x" on a line shaped like a diffstat line (" ... | 3 +"), which the checker does not read
sed -i '/^-- end of figures --$/a \\n stat of /proc/self/net/dev on A costs 0.862x B'"'"'s, the only hot path | 3 +' series-netns-id/0000-cover-letter.patch
