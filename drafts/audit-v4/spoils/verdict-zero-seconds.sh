# base: B
# what: main's verdict 'completed in 0 s' (both verdict files)
sed -i 's/^main: completed in 181 s$/main: completed in 0 s/' verdicts; echo "completed in 0 s" > runs/main/verdict
