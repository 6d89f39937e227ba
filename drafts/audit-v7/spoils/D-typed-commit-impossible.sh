# base: docs - README says the committed run before the timed one was made at b68a64b, a commit made after the timed run itself (commit ids are free to type)
sed -i 's/^(at 3aab572) had the machine to itself\./(at b68a64b) had the machine to itself./' README.md
