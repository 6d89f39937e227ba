// SPDX-License-Identifier: GPL-2.0
/*
 * read-file PATH: open PATH and read from it.  Exits 0 if both worked,
 * else with the errno: an AppArmor profile may close or replace the
 * caller's stdout at exec, the exit status always gets through.
 * qemu/guest/job-lsm.sh runs it under the policies it probes.
 */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char buf[4096];
	int fd;

	if (argc != 2)
		return EINVAL;
	fd = open(argv[1], O_RDONLY | O_CLOEXEC);
	if (fd < 0 || read(fd, buf, sizeof(buf)) < 0)
		return errno;
	return 0;
}
