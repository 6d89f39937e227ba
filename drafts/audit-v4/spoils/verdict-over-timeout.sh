# base: B
# what: main completed in 900 s with a 300 s timeout
sed -i 's/^main: completed in 181 s$/main: completed in 900 s/' verdicts; echo "completed in 900 s" > runs/main/verdict
