# base: docs - README says the KASAN + kmemleak runs are `make fuzz CONFIG=kasan`: there is no kasan flavour (qemu/config/ has debug.config, no kasan.config), so the command fails at the build; inside a make command a setting's variable is checked, never its value
sed -i 's/^- KASAN + kmemleak kernels (`make fuzz CONFIG=debug`, /- KASAN + kmemleak kernels (`make fuzz CONFIG=kasan`, /' README.md
grep -n 'CONFIG=kasan' README.md
