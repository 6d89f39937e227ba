# base: B
# what: main's verdict 'completed_with_errors' (a different verdict word)
sed -i 's/^main: completed in 181 s$/main: completed with errors after retry/' verdicts; echo "completed with errors after retry" > runs/main/verdict
