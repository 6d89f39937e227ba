# base: docs - README sends the reader to a section that does not exist: "[Layout](#layouts) has the rest"
sed -i 's/(\[Layout\](#layout) has the rest)/([Layout](#layouts) has the rest)/' README.md
grep -n '#layouts' README.md
