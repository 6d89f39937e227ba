# base: compare/A - netns-id-no-ptrace: Y's ID is 20 but the link read from Y/net names netns-19 (another namespace)
sed -i 's|readlink Y/net: ../netns-20/net, ID learnt yes|readlink Y/net: ../netns-19/net, ID learnt yes|' runs/main/output.log
