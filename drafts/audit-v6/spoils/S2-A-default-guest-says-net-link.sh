# base: str - A-default's guest line says /proc is mounted net=link (A's layout), its "# proc:" line says without: only the latter is read
sed -i '1s|/proc: proc /proc proc rw,relatime 0 0$|/proc: proc /proc proc rw,relatime,net=link 0 0|' A-default/output.log
