# base: B
# what: runs/main/verdict and verdicts main line both end in CR
sed -i 's/^main: completed in 181 s$/main: completed in 181 s\r/' verdicts; printf 'completed in 181 s\r\n' > runs/main/verdict
