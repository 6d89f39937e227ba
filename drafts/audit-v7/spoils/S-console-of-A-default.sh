# base: str - A's console is A-default's, byte for byte: two boots judged on one console
cp A-default/console.log A/console.log
