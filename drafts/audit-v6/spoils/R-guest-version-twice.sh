# base: race - A's output.log names two builds ("guest: version" twice, the second another build): the first is believed
sed -i '2p; 2s/#\([0-9]*\) SMP [A-Z][a-z][a-z] /#9 SMP Mon /' A/output.log
