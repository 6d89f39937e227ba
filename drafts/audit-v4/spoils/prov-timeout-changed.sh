# base: B
# what: manifest timeout 300 -> 3000 in main (a boot given 10x the limit)
sed -i 's/^timeout 300$/timeout 3000/' runs/main/manifest
