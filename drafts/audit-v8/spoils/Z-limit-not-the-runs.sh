# base: fuzz - alias's manifest says it was given 6000 s, where make fuzz gives every boot 600 s (the other nine boots of the run say 600)
sed -i 's/^timeout 600$/timeout 6000/' alias/manifest
