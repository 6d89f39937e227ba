// SPDX-License-Identifier: GPL-2.0
/*
 * What openat2(2) resolution flags see.  The /proc/PID/net link is not a
 * magic one: the kernel resolves it to /proc/netns-ID/net of the same
 * mount, where its text leads, so RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS
 * from an fd of the proc root reaches net/dev on every kernel.  What
 * changes on A, by design, and is asserted as A's behaviour (so control
 * and B fail it): RESOLVE_NO_SYMLINKS on /proc/1/net/dev gets ELOOP, and
 * RESOLVE_BENEATH and RESOLVE_IN_ROOT from a /proc/1 dirfd get EXDEV,
 * since the target is not below /proc/1 (a text link would climb out with
 * BENEATH, and with IN_ROOT look for netns-ID inside /proc/1: ENOENT).
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^from /proc fd, BENEATH[|]NO_MAGICLINKS: 0; NO_SYMLINKS /proc/1/net/dev: 0; from /proc/1 fd, BENEATH: 0, IN_ROOT: 0$
 * expect-measured A: ^from /proc fd, BENEATH[|]NO_MAGICLINKS: 0; NO_SYMLINKS /proc/1/net/dev: ELOOP; from /proc/1 fd, BENEATH: EXDEV, IN_ROOT: EXDEV$
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
	int beneath_root, no_symlinks, beneath_pid, in_root_pid;

	ASSERT_GE(root, 0);
	ASSERT_GE(pid1, 0);
	snprintf(path, sizeof(path), "%d/net/dev", getpid());
	beneath_root = try_openat2(root, path, RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS);
	no_symlinks = try_openat2(AT_FDCWD, "/proc/1/net/dev", RESOLVE_NO_SYMLINKS);
	beneath_pid = try_openat2(pid1, "net/dev", RESOLVE_BENEATH);
	in_root_pid = try_openat2(pid1, "net/dev", RESOLVE_IN_ROOT);
	measured("from /proc fd, BENEATH|NO_MAGICLINKS: %s; NO_SYMLINKS /proc/1/net/dev: %s; from /proc/1 fd, BENEATH: %s, IN_ROOT: %s",
		 errno_name(beneath_root), errno_name(no_symlinks),
		 errno_name(beneath_pid), errno_name(in_root_pid));
	EXPECT_EQ(beneath_root, 0);
	EXPECT_EQ(no_symlinks, ELOOP);
	EXPECT_EQ(beneath_pid, EXDEV);
	EXPECT_EQ(in_root_pid, EXDEV);
}

TEST_HARNESS_MAIN
