# base: race - A's guest line says /proc is mounted without net=link, its "# proc:" line says with: only the latter is read
sed -i '1s|/proc: proc /proc proc rw,relatime,net=link 0 0|/proc: proc /proc proc rw,relatime 0 0|' A/output.log
