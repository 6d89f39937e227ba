# base: docs - the cover letter says what changed since v3 in "patches 2, 4 and 19", of a 16-patch series: a patch that does not exist; a patch is checked only when named as a path (series-netns-id/0019), not as "patch N" in prose
sed -i 's/mainline, with patches 2, 4 and 5 changed as above\./mainline, with patches 2, 4 and 19 changed as above./' series-netns-id/0000-cover-letter.patch
grep -n 'patches 2, 4 and 19' series-netns-id/0000-cover-letter.patch
