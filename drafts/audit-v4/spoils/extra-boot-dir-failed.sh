# base: B
# what: a failed earlier attempt of main kept as runs/main.1 (hung, oops), not in verdicts
cp -r runs/main runs/main.1; echo "hung: no output for 300 s" > runs/main.1/verdict
sed -i 's/random: crng init done/BUG: unable to handle page fault for address: 0000000000000008/' runs/main.1/console.log
