# base: docs - README gives a command "cd build && make records" in a code block: no target records exists
printf '\n```sh\ncd build && make records\n```\n' >>README.md
