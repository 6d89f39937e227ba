// SPDX-License-Identifier: GPL-2.0
/*
 * What openat2(2) resolution flags see.  The /proc/PID/net link is a plain
 * symlink, not a magic one, so RESOLVE_NO_MAGICLINKS | RESOLVE_BENEATH from
 * an fd of the proc root reaches net/dev on every kernel.  What changes on
 * A, by design, and is asserted as A's behaviour (so control and B fail
 * it): RESOLVE_NO_SYMLINKS on /proc/1/net/dev gets ELOOP, and
 * RESOLVE_BENEATH from a /proc/1 dirfd gets EXDEV, since the link climbs
 * out of /proc/1.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^from /proc fd, BENEATH[|]NO_MAGICLINKS: 0; NO_SYMLINKS /proc/1/net/dev: 0; BENEATH from /proc/1 fd: 0$
 * expect-measured A: ^from /proc fd, BENEATH[|]NO_MAGICLINKS: 0; NO_SYMLINKS /proc/1/net/dev: ELOOP; BENEATH from /proc/1 fd: EXDEV$
 */
#include <linux/openat2.h>
#include <sys/syscall.h>
#include "kselftest_harness.h"
#include "compare.h"

static int try_openat2(int dirfd, const char *path, __u64 resolve)
{
	struct open_how how = { .flags = O_RDONLY, .resolve = resolve };
	int fd = syscall(SYS_openat2, dirfd, path, &how, sizeof(how));

	if (fd < 0)
		return errno;
	close(fd);
	return 0;
}

TEST(resolve_flags_on_net_link)
{
	int root = open("/proc", O_RDONLY | O_DIRECTORY);
	int pid1 = open("/proc/1", O_RDONLY | O_DIRECTORY);
	char path[64];
	int beneath_root, no_symlinks, beneath_pid;

	ASSERT_GE(root, 0);
	ASSERT_GE(pid1, 0);
	snprintf(path, sizeof(path), "%d/net/dev", getpid());
	beneath_root = try_openat2(root, path, RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS);
	no_symlinks = try_openat2(AT_FDCWD, "/proc/1/net/dev", RESOLVE_NO_SYMLINKS);
	beneath_pid = try_openat2(pid1, "net/dev", RESOLVE_BENEATH);
	measured("from /proc fd, BENEATH|NO_MAGICLINKS: %s; NO_SYMLINKS /proc/1/net/dev: %s; BENEATH from /proc/1 fd: %s",
		 errno_name(beneath_root), errno_name(no_symlinks),
		 errno_name(beneath_pid));
	EXPECT_EQ(beneath_root, 0);
	EXPECT_EQ(no_symlinks, ELOOP);
	EXPECT_EQ(beneath_pid, EXDEV);
}

TEST_HARNESS_MAIN
