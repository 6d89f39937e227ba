# base: B
# what: a 'not ok' TAP line outside any test block in main (between # exit: and the next # test:)
sed -i 's/^# exit: cwd-alias 0$/&\nnot ok 1 global.something_crashed/' runs/main/output.log
