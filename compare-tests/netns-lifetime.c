// SPDX-License-Identifier: GPL-2.0
/*
 * Lifetime of /proc/netns-ID.  A child holds a new network namespace;
 * we open net/unix and a directory fd on net/ in it, then the child exits:
 *  - new lookups of /proc/netns-ID get ENOENT (no task left in it),
 *  - the file opened before keeps reading (it pins the namespace),
 *  - once that file is closed the namespace dies, and lookups from the
 *    directory fd (a cwd inside a dead namespace) get ENOENT,
 * all without an oops (make check also scans the console).  Control and B
 * have no /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^open /proc/netns-[0-9]+/net: ENOENT$
 * expect-measured A: ^after last task: lookup ENOENT; file opened before reads yes; lookup from a dirfd inside once dead: ENOENT$
 */
#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include "kselftest_harness.h"
#include "compare.h"

/* errno of stat(@path) until it is ENOENT or @secs pass; 0 if it worked */
static int wait_enoent(int dirfd, const char *path, int secs)
{
	struct stat st;
	int i, err = 0;

	for (i = 0; i < secs * 100; i++) {
		err = fstatat(dirfd, path, &st, 0) ? errno : 0;
		if (err == ENOENT)
			break;
		usleep(10000);
	}
	return err;
}

static int enter_new_netns(void)
{
	return unshare(CLONE_NEWNET);
}

TEST(netns_entry_dies_with_its_tasks)
{
	int file, dirfd, gone, still_reads, dead_lookup;
	unsigned long id = 0;
	char path[64];
	pid_t child;

	child = spawn_sleeper(enter_new_netns);
	ASSERT_GT(child, 0);
	snprintf(path, sizeof(path), "%d", child);
	id = netns_id(path);
	ASSERT_NE(id, 0);

	snprintf(path, sizeof(path), "/proc/netns-%lu/net", id);
	dirfd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dirfd < 0)
		measured("open %s: %s", path, errno_name(errno));
	ASSERT_GE(dirfd, 0);
	file = openat(dirfd, "unix", O_RDONLY | O_CLOEXEC);
	ASSERT_GE(file, 0);

	kill(child, SIGKILL);
	ASSERT_EQ(waitpid(child, NULL, 0), child);
	gone = wait_enoent(AT_FDCWD, path, 5);
	still_reads = fd_contains(file, "Inode");
	close(file);
	dead_lookup = wait_enoent(dirfd, "unix", 10);
	close(dirfd);
	measured("after last task: lookup %s; file opened before reads %s; lookup from a dirfd inside once dead: %s",
		 errno_name(gone), still_reads == 1 ? "yes" : "no",
		 errno_name(dead_lookup));
	EXPECT_EQ(gone, ENOENT);
	EXPECT_EQ(still_reads, 1);
	EXPECT_EQ(dead_lookup, ENOENT);
}

TEST_HARNESS_MAIN
