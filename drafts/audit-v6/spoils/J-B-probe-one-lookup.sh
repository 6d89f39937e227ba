# base: compare/B - unprivileged trinity: "no lookup by number found the host" rests on 1 lookup in 26 s
sed -i '0,/=> [0-9]* lookups of/s|=> [0-9]* lookups of|=> 1 lookups of|' runs/fuzz-unprivileged/output.log
