# base: B
# what: verdicts lists an extra boot 'main-retry: hung' (a retried boot)
echo "main-retry: hung: no output for 300 s" >> verdicts
