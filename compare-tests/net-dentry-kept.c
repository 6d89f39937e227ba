// SPDX-License-Identifier: GPL-2.0
/*
 * One dentry per directory, and no force-lookup: a dentry under
 * /proc/self/net that is in use must survive a second lookup of its path.
 *
 * Since the setns(2) fixes 1fde6f21d90f and c6c75deda813 every entry
 * under /proc/PID/net fails ->d_revalidate() (proc_net_d_revalidate()
 * returns 0), so the next walk through its path d_invalidate()s the
 * cached dentry and looks the name up afresh.  Two things a user sees:
 * an fd held on /proc/self/net/stat reads back as "... (deleted)" in
 * /proc/self/fd once someone stat()s the same path, and a mount on that
 * directory is detached by the lookup (d_invalidate() detaches the
 * submounts).  On A the path resolves to /proc/netns-ID/net/stat, whose
 * dentry is kept.  With inode reuse and d_splice_alias() (alias) the held
 * dentry is spliced back under its name, so only the mount tells.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control B A-default: ^held fd /proc/[0-9]+/net/stat, after a second lookup /proc/[0-9]+/net/stat [(]deleted[)]; tmpfs mounted on it gone$
 * expect-measured alias: ^held fd /proc/[0-9]+/net/stat, after a second lookup /proc/[0-9]+/net/stat; tmpfs mounted on it gone$
 * expect-measured A: ^held fd /proc/netns-[0-9]+/net/stat, after a second lookup /proc/netns-[0-9]+/net/stat; tmpfs mounted on it kept$
 */
#include <sched.h>
#include <sys/mount.h>
#include <sys/vfs.h>
#include "kselftest_harness.h"
#include "compare.h"

#define NET_STAT	"/proc/self/net/stat"
#define TMPFS_MAGIC	0x01021994

static void fd_path(int fd, char *buf, size_t size)
{
	char link[64];
	ssize_t n;

	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	n = readlink(link, buf, size - 1);
	buf[n > 0 ? n : 0] = '\0';
}

TEST(net_dentry_survives_lookup)
{
	char before[PATH_MAX], after[PATH_MAX];
	struct statfs sfs;
	struct stat st;
	int fd, mounted;

	fd = open(NET_STAT, O_PATH | O_DIRECTORY | O_CLOEXEC);
	ASSERT_GE(fd, 0);
	fd_path(fd, before, sizeof(before));
	ASSERT_EQ(stat(NET_STAT, &st), 0);
	fd_path(fd, after, sizeof(after));
	close(fd);

	/* A private mount namespace: the harness runs each test in a child */
	ASSERT_EQ(unshare(CLONE_NEWNS), 0);
	ASSERT_EQ(mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL), 0);
	ASSERT_EQ(mount("none", NET_STAT, "tmpfs", 0, NULL), 0);
	ASSERT_EQ(statfs(NET_STAT, &sfs), 0);
	mounted = sfs.f_type == TMPFS_MAGIC;

	measured("held fd %s, after a second lookup %s; tmpfs mounted on it %s",
		 before, after, mounted ? "kept" : "gone");
	EXPECT_STREQ(before, after);
	EXPECT_EQ(mounted, 1);
}

TEST_HARNESS_MAIN
