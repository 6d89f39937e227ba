// SPDX-License-Identifier: GPL-2.0
/*
 * An inotify watch on /proc/self/net/dev must still see an open after the
 * file's dentry was reclaimed.  The watch pins the inode, not the dentry:
 * once drop_caches has freed the dentry (twice, as the first pass only
 * clears DCACHE_REFERENCED), the next walk makes a new one, and only a
 * kernel that looks the inode up by number (iget_locked()) gives it the
 * watched inode again.  control and alias do; B makes a new inode for
 * every walk (51f0885e5415); A does through the last patch of the series,
 * which this test is for: without it, A's net=link walk is the one cached
 * dentry of inotify-net-file, and loses the watch as soon as that dentry
 * goes.  A-default keeps B's inodes.
 *
 * expect: control=pass alias=pass B=fail A=pass A-default=fail
 * expect-measured control alias A: ^IN_OPEN after reclaim: seen; unused dentries [0-9]+ -> [0-9]+$
 * expect-measured B A-default: ^IN_OPEN after reclaim: lost; unused dentries [0-9]+ -> [0-9]+$
 */
#include <fcntl.h>
#include <sys/inotify.h>
#include "kselftest_harness.h"
#include "compare.h"

#define WATCHED "/proc/self/net/dev"

/* nr_unused of /proc/sys/fs/dentry-state: dentries on the LRU */
static long unused_dentries(void)
{
	char buf[128];
	long nr, unused;

	if (sscanf(read_text("/proc/sys/fs/dentry-state", buf, sizeof(buf)),
		   "%ld %ld", &nr, &unused) != 2)
		return -1;
	return unused;
}

static int drop_dentries(void)
{
	int i, fd, ok = 1;

	for (i = 0; i < 2; i++) {
		fd = open("/proc/sys/vm/drop_caches", O_WRONLY);
		ok = ok && fd >= 0 && write(fd, "2", 1) == 1;
		if (fd >= 0)
			close(fd);
	}
	return ok ? 0 : -1;
}

TEST(watch_survives_dentry_reclaim)
{
	const char *seen;
	long before, after;
	int ifd, wd, opened;

	ifd = inotify_init1(IN_NONBLOCK);
	ASSERT_GE(ifd, 0);
	wd = inotify_add_watch(ifd, WATCHED, IN_OPEN);
	ASSERT_GE(wd, 0);

	before = unused_dentries();
	ASSERT_EQ(drop_dentries(), 0);
	after = unused_dentries();
	/* the walk's dentries were reclaimed, or the test shows nothing */
	ASSERT_LT(after, before);

	opened = open_seen_by_watch(WATCHED, ifd, wd);
	ASSERT_GE(opened, 0);
	seen = opened ? "seen" : "lost";
	close(ifd);

	measured("IN_OPEN after reclaim: %s; unused dentries %ld -> %ld",
		 seen, before, after);
	EXPECT_STREQ(seen, "seen");
}

TEST_HARNESS_MAIN
