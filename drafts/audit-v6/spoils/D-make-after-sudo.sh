# base: docs - README gives a command "sudo make records" in a code block: no target records exists (a command word before make hides it)
printf '\n```sh\nsudo make records\n```\n' >>README.md
