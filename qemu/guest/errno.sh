# Sourced by the guest jobs and container-inside.sh, from /tests/errno.sh:
# busybox has no errno names, and /tests/lsm/read-file exits with the errno
# of its open+read.
errname() {
	case $1 in 0) echo allowed ;; 2) echo ENOENT ;; 13) echo EACCES ;; *) echo "errno $1" ;; esac
}
readable() { /tests/lsm/read-file "$1"; errname $?; }	# readable PATH
