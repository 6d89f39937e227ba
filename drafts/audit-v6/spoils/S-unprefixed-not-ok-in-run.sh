# base: str - run 12 holds a failing result the job did not prefix with "#   | ": inside a run, such a line is read by nobody
sed -i '/^# run: 12$/a not ok 11 netns.mount_option' A/output.log
