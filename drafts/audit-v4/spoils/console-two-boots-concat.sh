# base: B
# what: main console holds two boots of the same kernel (Linux version twice)
cat runs/main/console.log runs/main/console.log > c && mv c runs/main/console.log
