# base: B
# what: main's verdict just 'completed', no time
sed -i 's/^main: completed in 181 s$/main: completed/' verdicts; echo "completed" > runs/main/verdict
