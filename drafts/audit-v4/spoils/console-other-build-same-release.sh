# base: B
# what: main's console is of another build of 6.12.118-B (banner #2, other date); guest and manifest say #1
sed -i 's/Linux version 6\.12\.118-B \(.*\) #1 SMP Sat Dec  5 14:27:19 UTC 2026/Linux version 6.12.118-B \1 #2 SMP Fri Dec  4 09:00:00 UTC 2026/' runs/main/console.log
grep -q '#2 SMP Fri' runs/main/console.log || echo "banner not changed" >&2
