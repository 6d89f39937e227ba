# base: docs - README types "540 s" on a list item's continuation line indented 4 spaces (text in markdown, "code" to the checker)
sed -i '/^  the committed patch files, in a worktree `build\/<kernel>\/src`\.$/a \    Each branch then builds in 540 s on the reference machine.' README.md
