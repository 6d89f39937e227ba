# base: docs - README credits B's no-ptrace figures (ID and st_ino) to alias: "on alias 25 against 4026532074"
perl -0pi -e 's|\(on B\n  <!-- fig:no-ptrace.B.id -->|(on alias\n  <!-- fig:no-ptrace.B.id -->|' README.md
grep -n 'on alias$' README.md
