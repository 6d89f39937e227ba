# base: B
# what: main console: a block of lines moved, time stamps go backwards
awk 'NR>=120 && NR<=130 { held = held $0 "\n"; next } { print } NR == 60 { printf "%s", held }' runs/main/console.log > c
# emit held at line 140 instead (after reading)
awk 'NR>=120 && NR<=130 { held = held $0 "\n"; next } { print } NR == 140 { printf "%s", held }' runs/main/console.log > c && mv c runs/main/console.log
