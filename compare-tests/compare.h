/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by the compare-tests.  Each test prints what it measured
 * on a "# measured:" line next to the harness's ok / not ok, so the report
 * can show the value and not just the verdict.  The kernel a test runs on
 * is named by the initramfs (/etc/kernel-name: control, alias, B, A or
 * A-default).
 */
#ifndef COMPARE_H
#define COMPARE_H

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include <sys/inotify.h>
#include <sys/klog.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <sched.h>
#include <unistd.h>

#include "proc-options.h"

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

#ifndef SO_NETNS_COOKIE
#define SO_NETNS_COOKIE 71	/* include/uapi/asm-generic/socket.h */
#endif

/* net_cookie of the caller's network namespace, from a socket made in it */
static inline unsigned long own_netns_cookie(void)
{
	unsigned long long cookie = 0;
	socklen_t len = sizeof(cookie);
	int sock = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	if (sock < 0)
		return 0;
	if (getsockopt(sock, SOL_SOCKET, SO_NETNS_COOKIE, &cookie, &len))
		cookie = 0;
	close(sock);
	return cookie;
}

/*
 * A task's network namespace's ID, the name in /proc/netns-ID: its
 * net_cookie (SO_NETNS_COOKIE; on 6.18+ also NS_GET_ID of /proc/PID/ns/net).
 * For another task, a child setns()es into its namespace (root only) and
 * makes the socket there.  0 if that fails.
 */
static inline unsigned long netns_id(const char *pid)
{
	unsigned long cookie = 0;
	char path[PATH_MAX];
	int nsfd, pipefd[2];
	pid_t child;

	if (!strcmp(pid, "self"))
		return own_netns_cookie();
	snprintf(path, sizeof(path), "/proc/%s/ns/net", pid);
	nsfd = open(path, O_RDONLY | O_CLOEXEC);
	if (nsfd < 0)
		return 0;
	if (pipe(pipefd)) {
		close(nsfd);
		return 0;
	}
	child = fork();
	if (child == 0) {
		close(pipefd[0]);
		if (!setns(nsfd, CLONE_NEWNET))
			cookie = own_netns_cookie();
		_exit(write(pipefd[1], &cookie, sizeof(cookie)) != sizeof(cookie));
	}
	close(nsfd);
	close(pipefd[1]);
	if (child < 0 || read(pipefd[0], &cookie, sizeof(cookie)) != sizeof(cookie))
		cookie = 0;
	close(pipefd[0]);
	if (child > 0)
		waitpid(child, NULL, 0);
	return cookie;
}

/* Does what is left to read of @fd contain @needle?  -1 on error. */
static inline int fd_contains(int fd, const char *needle)
{
	static char buf[1 << 16];
	ssize_t n, len = 0;

	while ((n = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0)
		len += n;
	if (n < 0)
		return -1;
	buf[len] = '\0';
	return strstr(buf, needle) != NULL;
}

/* Does the file at @path (relative to @dirfd) contain @needle? */
static inline int file_contains_at(int dirfd, const char *path,
				   const char *needle)
{
	int fd = openat(dirfd, path, O_RDONLY | O_CLOEXEC);
	int ret;

	if (fd < 0)
		return -1;
	ret = fd_contains(fd, needle);
	close(fd);
	return ret;
}

/*
 * Mark the caller's network namespace: an abstract unix socket, which
 * /proc/net/unix of that namespace, and only that one, lists as @name.
 */
static inline int bind_marker(const char *name)
{
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

	strncpy(sun.sun_path + 1, name, sizeof(sun.sun_path) - 2);
	if (fd < 0 || bind(fd, (struct sockaddr *)&sun,
			   offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name)))
		return -1;
	return fd;
}

/* Has the kernel log got a hung-task report yet? */
/*
 * Where a blocked task waits: the VFS function of the 2013 bug if its
 * kernel stack holds one (the innermost of lock_two_directories() and
 * lock_rename()), then its wchan.  On 6.12 the wchan alone is the lock
 * primitive (down_write_nested), inlined into no VFS caller's name.
 */
static inline const char *blocked_in(pid_t pid, char *buf, size_t size)
{
	char path[64], line[256], wchan[64], *fn = NULL;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/wchan", pid);
	read_text(path, wchan, sizeof(wchan));
	snprintf(path, sizeof(path), "/proc/%d/stack", pid);
	f = fopen(path, "r");
	while (f && !fn && fgets(line, sizeof(line), f)) {
		char *p = strstr(line, "] ");

		if (p && (!strncmp(p + 2, "lock_two_directories+", 21) ||
			  !strncmp(p + 2, "lock_rename+", 12))) {
			fn = p + 2;
			*strchr(fn, '+') = '\0';
		}
	}
	if (f)
		fclose(f);
	snprintf(buf, size, "%s (wchan %s)", fn ? fn : "-", wchan);
	return buf;
}

static inline int hung_task_reported(void)
{
	static char klog[1 << 20];
	int n = klogctl(3 /* SYSLOG_ACTION_READ_ALL */, klog, sizeof(klog) - 1);

	if (n < 0)
		return 0;
	klog[n] = '\0';
	return strstr(klog, "blocked for more than") != NULL;
}

/*
 * A child that runs @setup (unshare(), chdir()...) and then sleeps until it
 * is killed.  Returns its pid once @setup is done, or -1 if it failed.
 */
static inline pid_t spawn_sleeper(int (*setup)(void))
{
	int ready[2];
	pid_t pid;
	char c;

	if (pipe(ready))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(ready[0]);
		if (setup && setup())
			_exit(1);
		if (write(ready[1], "x", 1) != 1)
			_exit(1);
		pause();
		_exit(0);
	}
	close(ready[1]);
	if (pid > 0 && read(ready[0], &c, 1) != 1)
		pid = -1;	/* @setup failed: the child has exited */
	close(ready[0]);
	return pid;
}

/*
 * Open and close @path, then read @ifd: did the watch @wd see the open?
 * (inotify-net-file, inotify-after-reclaim; -1 if the open failed)
 */
static inline int open_seen_by_watch(const char *path, int ifd, int wd)
{
	char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
	int fd = open(path, O_RDONLY), seen = 0;
	ssize_t n, off;

	if (fd < 0)
		return -1;
	close(fd);
	n = read(ifd, buf, sizeof(buf));
	for (off = 0; n > 0 && off < n; ) {
		struct inotify_event *ev = (struct inotify_event *)(buf + off);

		if (ev->wd == wd && (ev->mask & IN_OPEN))
			seen = 1;
		off += sizeof(*ev) + ev->len;
	}
	return seen;
}

#endif
