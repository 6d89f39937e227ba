# base: str - the guest reported /proc twice, the second time without net=link: the first one is believed
sed -i '/^# proc: proc \/proc proc rw,relatime,net=link 0 0$/a # proc: proc /proc proc rw,relatime 0 0' A/output.log
