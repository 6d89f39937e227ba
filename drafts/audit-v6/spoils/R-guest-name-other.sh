# base: race - A's guest says it ran kernel name B's initramfs ("guest: kernel ... name B"); race.sh never reads the name
sed -i '1s/ name A, / name B, /' A/output.log
