# base: docs - README quotes, in a code span, that the control's rename hung after `9 s` (the run: 5 s); in code only numbers of two digits or more with a unit are read
sed -i 's/^  yet on 6\.12\.$/  yet on 6.12.  The control'"'"'s rename hung after `9 s` in the committed run./' README.md
grep -n '`9 s`' README.md
