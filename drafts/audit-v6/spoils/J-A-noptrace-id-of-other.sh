# base: compare/A - netns-id-no-ptrace: Y's ID is 21 but the link read from Y/net names netns-20 (another namespace)
sed -i 's|readlink Y/net: ../netns-21/net, ID learnt yes|readlink Y/net: ../netns-20/net, ID learnt yes|' runs/main/output.log
