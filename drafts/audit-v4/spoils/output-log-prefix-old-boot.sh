# base: B
# what: main's output.log starts with a previous boot's partial output (serial appended, no guest lines)
{ printf '# test: cwd-alias-partial\nSeaBIOS (version 1.16)\nnot ok 1 global.early\n'; cat runs/main/output.log; } > o && mv o runs/main/output.log
