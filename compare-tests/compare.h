/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by the compare-tests.  Each test prints what it measured
 * on a "# measured:" line next to the harness's ok / not ok, so the report
 * can show the value and not just the verdict.  The kernel a test runs on
 * is named by the initramfs (/etc/kernel-name: control, B or A).
 */
#ifndef COMPARE_H
#define COMPARE_H

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define measured(fmt, ...) do {						\
	printf("# measured: " fmt "\n", ##__VA_ARGS__);			\
	fflush(stdout);							\
} while (0)

/* "ENOENT" rather than "No such file or directory": short table cells. */
static inline const char *errno_name(int e)
{
	switch (e) {
	case 0: return "0";
	case ENOENT: return "ENOENT";
	case EXDEV: return "EXDEV";
	case ELOOP: return "ELOOP";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case EBUSY: return "EBUSY";
	case EINVAL: return "EINVAL";
	case ENOTDIR: return "ENOTDIR";
	case EISDIR: return "EISDIR";
	case ENOTEMPTY: return "ENOTEMPTY";
	case EIO: return "EIO";
	case ESRCH: return "ESRCH";
	default: return strerror(e);
	}
}

/* The whole of a small proc file, NUL-terminated; "" on error. */
static inline const char *read_text(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, size - 1);

	if (fd >= 0)
		close(fd);
	buf[n > 0 ? n : 0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	return buf;
}

#endif
