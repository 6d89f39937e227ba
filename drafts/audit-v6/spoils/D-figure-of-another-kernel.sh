# base: docs - B's figures (no-ptrace.B.id, .st_ino) quoted as A's: "(on A 26 against 4026532074)"; the words before a marker are not read
sed -i 's|^  net_cookie, is not drawn from the st_ino'"'"'s allocator (on B$|  net_cookie, is not drawn from the st_ino'"'"'s allocator (on A|' README.md
