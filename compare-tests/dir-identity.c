// SPDX-License-Identifier: GPL-2.0
/*
 * Two paths that report one (st_dev, st_ino) for a directory must be one
 * directory: one inode under one dentry.  Al Viro's 2013 finding was
 * /proc/1/net/stat and /proc/2/net/stat showing one inode number; on the
 * control they share the inode (two dentries over one directory inode),
 * on B they are two inodes that share a number, on A both paths resolve
 * to the one /proc/netns-ID/net/stat.
 *
 * Userspace can tell these apart: inotify keys watches by inode, so one
 * watch descriptor for both paths means one inode; the path of an open fd
 * (/proc/self/fd/N) is its dentry's, so two different paths there mean
 * two dentries.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control: ^st_ino [0-9]+ [0-9]+; inotify wd 1 1; fd paths /proc/1/net/stat /proc/[0-9]+/net/stat$
 * expect-measured alias: ^st_ino [0-9]+ [0-9]+; inotify wd 1 1; fd paths /proc/[0-9]+/net/stat /proc/[0-9]+/net/stat$
 * expect-measured B A-default: ^st_ino [0-9]+ [0-9]+; inotify wd 1 2; fd paths /proc/1/net/stat /proc/[0-9]+/net/stat$
 * expect-measured A: ^st_ino [0-9]+ [0-9]+; inotify wd 1 1; fd paths /proc/netns-[0-9]+/net/stat /proc/netns-[0-9]+/net/stat$
 */
#include <sys/inotify.h>
#include "kselftest_harness.h"
#include "compare.h"

TEST(net_stat_one_directory)
{
	const char *path[2] = { "/proc/1/net/stat", "/proc/self/net/stat" };
	char link[2][PATH_MAX];
	struct stat st[2];
	int wd[2], fd[2], in, i;

	in = inotify_init1(IN_CLOEXEC);
	ASSERT_GE(in, 0);
	for (i = 0; i < 2; i++) {
		char fdpath[64];
		ssize_t n;

		ASSERT_EQ(stat(path[i], &st[i]), 0);
		wd[i] = inotify_add_watch(in, path[i], IN_ATTRIB);
		ASSERT_GE(wd[i], 0);
		fd[i] = open(path[i], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		ASSERT_GE(fd[i], 0);
		snprintf(fdpath, sizeof(fdpath), "/proc/self/fd/%d", fd[i]);
		n = readlink(fdpath, link[i], sizeof(link[i]) - 1);
		ASSERT_GT(n, 0);
		link[i][n] = '\0';
	}
	measured("st_ino %lu %lu; inotify wd %d %d; fd paths %s %s",
		 (unsigned long)st[0].st_ino, (unsigned long)st[1].st_ino,
		 wd[0], wd[1], link[0], link[1]);

	/* Same number, so it must be the same inode ... */
	if (st[0].st_dev == st[1].st_dev && st[0].st_ino == st[1].st_ino) {
		EXPECT_EQ(wd[0], wd[1]) {
			TH_LOG("one inode number, two inodes");
		}
		/* ... and the same dentry. */
		EXPECT_STREQ(link[0], link[1]) {
			TH_LOG("one directory inode under two dentries");
		}
	} else {
		EXPECT_NE(wd[0], wd[1]) {
			TH_LOG("two inode numbers, one inode");
		}
	}
	close(fd[0]);
	close(fd[1]);
	close(in);
}

TEST_HARNESS_MAIN
