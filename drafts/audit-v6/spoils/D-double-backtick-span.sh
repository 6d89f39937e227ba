# base: docs - a double-backtick code span holding a backtick (``'`'``) flips the checker's code state: the hand-typed "0.8625" after it is text in markdown, code to the checker
printf '\n%s\n' "kselftest quotes a value as \`\`'\`'\`\` in its messages; a stat of /proc/self/net/dev costs 0.8625 of B's instructions on A." >>README.md
