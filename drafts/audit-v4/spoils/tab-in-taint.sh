# base: B
# what: main's taint line '# tainted: 0<TAB>' - trailing tab
sed -i 's/^# tainted: 0$/# tainted: 0\t/' runs/main/output.log
