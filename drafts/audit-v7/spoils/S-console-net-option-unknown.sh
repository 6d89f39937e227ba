# base: str - A's console rejects the mount option ("proc: Unknown parameter 'net'", as a kernel without the series does) in every run that passed netns.mount_option
sed -i "s/proc: net= cannot be changed on remount/proc: Unknown parameter 'net'/" A/console.log
