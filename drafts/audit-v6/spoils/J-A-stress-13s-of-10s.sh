# base: compare/A - deadlock-stress claims 13 s of stress where the test's DURATION is 10 s (inside the 14 s boot, so the boot-length rule cannot see it)
sed -i 's|^# measured: 10 s: rename 8912|# measured: 13 s: rename 8912|' runs/deadlock-stress/output.log
