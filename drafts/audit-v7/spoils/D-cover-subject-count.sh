# base: docs - the cover letter announces 15 patches ("[RFC PATCH 00/15]"); series-netns-id/series has 16
sed -i 's/^Subject: \[RFC PATCH 00\/16\]/Subject: [RFC PATCH 00\/15]/' series-netns-id/0000-cover-letter.patch
