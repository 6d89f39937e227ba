// SPDX-License-Identifier: GPL-2.0
/*
 * "One inode, one dentry" versus "one inode, alias moved".  With inode
 * sharing (iget_locked()), a directory inode reached by a second path gets
 * d_splice_alias()'d: its one dentry is moved to the new name.  A child
 * whose cwd is /proc/1/net/stat then silently finds its cwd renamed when
 * another process looks up /proc/PID/net/stat.  The cwd must not change.
 *
 * The `alias` kernel (iget_locked() with d_splice_alias() kept) is the
 * positive control: its cwd moves, Al Viro's point that fixing the lock
 * order alone leaves other problems.  The control (d_add()) gives each
 * path a dentry of its own over the shared inode and deadlocks instead;
 * B shares no inode; A shares one, but no second path leads to it.
 *
 * expect: control=pass alias=fail B=pass A=pass A-default=pass
 * expect-measured control B A-default: ^child cwd /proc/1/net/stat, after stat of /proc/[0-9]+/net/stat: /proc/1/net/stat$
 * expect-measured alias: ^child cwd /proc/1/net/stat, after stat of /proc/[0-9]+/net/stat: /proc/([02-9]|[1-9][0-9]+)/net/stat$
 * expect-measured A: ^child cwd /proc/netns-[0-9]+/net/stat, after stat of /proc/[0-9]+/net/stat: /proc/netns-[0-9]+/net/stat$
 */
#include <signal.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

static int enter_net_stat(void)
{
	return chdir("/proc/1/net/stat");
}

TEST(cwd_not_moved_by_other_lookup)
{
	char cwd_link[64], before[256], after[256], other[64];
	struct stat st;
	pid_t child;
	ssize_t n;

	child = spawn_sleeper(enter_net_stat);
	ASSERT_GT(child, 0);
	snprintf(cwd_link, sizeof(cwd_link), "/proc/%d/cwd", child);
	n = readlink(cwd_link, before, sizeof(before) - 1);
	ASSERT_GT(n, 0);
	before[n] = '\0';

	snprintf(other, sizeof(other), "/proc/%d/net/stat", getpid());
	ASSERT_EQ(stat(other, &st), 0);
	n = readlink(cwd_link, after, sizeof(after) - 1);
	ASSERT_GT(n, 0);
	after[n] = '\0';
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
	measured("child cwd %s, after stat of %s: %s", before, other, after);
	EXPECT_STREQ(before, after);
}

TEST_HARNESS_MAIN
