// SPDX-License-Identifier: GPL-2.0
/*
 * An inotify watch on /proc/self/net/dev must see the next open of that
 * path: the watch is on an inode, so the next walk has to reach the same
 * one.  B makes a dentry and an inode for every walk through /proc/PID/net
 * (force-lookup), so the open is reported on an inode nobody watches and
 * a second watch gets a new descriptor.  control and alias find the inode
 * through iget_locked(); A through its one cached dentry, and through
 * iget_locked() too should the dentry have gone (last patch of the series;
 * drop_caches frees no proc dentry in these guests, so that case is not
 * exercised here).
 *
 * expect: control=pass alias=pass B=fail A=pass A-default=fail
 * expect-measured control alias A: ^IN_OPEN of the next open: seen; second watch: same wd$
 * expect-measured B A-default: ^IN_OPEN of the next open: lost; second watch: new wd$
 */
#include <fcntl.h>
#include <sys/inotify.h>
#include "kselftest_harness.h"
#include "compare.h"

#define WATCHED "/proc/self/net/dev"

TEST(watch_sees_next_open)
{
	const char *seen;
	int ifd, wd, wd_again, opened;

	ifd = inotify_init1(IN_NONBLOCK);
	ASSERT_GE(ifd, 0);
	wd = inotify_add_watch(ifd, WATCHED, IN_OPEN);
	ASSERT_GE(wd, 0);

	opened = open_seen_by_watch(WATCHED, ifd, wd);
	ASSERT_GE(opened, 0);
	seen = opened ? "seen" : "lost";
	/* The same inode gives the same watch descriptor */
	wd_again = inotify_add_watch(ifd, WATCHED, IN_OPEN);
	close(ifd);

	measured("IN_OPEN of the next open: %s; second watch: %s",
		 seen, wd_again == wd ? "same wd" : "new wd");
	EXPECT_STREQ(seen, "seen");
	EXPECT_EQ(wd_again, wd);
}

TEST_HARNESS_MAIN
