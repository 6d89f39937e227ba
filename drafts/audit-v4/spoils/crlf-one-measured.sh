# base: B
# what: CR on one measured line only in main (CRLF in some lines)
sed -i 's/^\(# measured: child cwd.*\)$/\1\r/' runs/main/output.log
