# base: B
# what: a compat probe key with trailing space (a new key the job never states)
l=$(grep -m1 '^# compat: ' runs/main/output.log); k=${l%% => *}; sed -i "0,/^# compat: /{s|^$k => |$k  => |}" runs/main/output.log
