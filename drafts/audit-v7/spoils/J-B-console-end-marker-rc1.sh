# base: compare/B - main's console says the job ended rc=1, its output.log "guest: job done rc=0"
sed -i 's/guest: end of boot, job rc=0/guest: end of boot, job rc=1/' runs/main/console.log
