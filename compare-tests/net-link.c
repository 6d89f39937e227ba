// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/PID/net and /proc/PID/task/TID/net are plain symlinks to the
 * directory of the task's network namespace: "../netns-ID/net" and
 * "../../../netns-ID/net", ID being the st_ino of /proc/PID/ns/net.
 * On the control and B they are directories.  Also records st_nlink of
 * /proc/self, which drops by one when net stops being a subdirectory.
 *
 * expect: control=fail B=fail A=pass
 */
#include "kselftest_harness.h"
#include "compare.h"

static const char *type_name(mode_t mode)
{
	return S_ISLNK(mode) ? "S_IFLNK" : S_ISDIR(mode) ? "S_IFDIR" : "other";
}

TEST(pid_net_is_symlink_to_netns)
{
	char want[2][64], got[2][64] = { "-", "-" }, tid_net[64];
	const char *path[2] = { "/proc/self/net", tid_net };
	unsigned long id = netns_id("self");
	struct stat st[2], self;
	int i;

	ASSERT_NE(id, 0);
	snprintf(tid_net, sizeof(tid_net), "/proc/self/task/%d/net", gettid());
	snprintf(want[0], sizeof(want[0]), "../netns-%lu/net", id);
	snprintf(want[1], sizeof(want[1]), "../../../netns-%lu/net", id);
	ASSERT_EQ(stat("/proc/self/", &self), 0);
	for (i = 0; i < 2; i++) {
		ssize_t n;

		ASSERT_EQ(lstat(path[i], &st[i]), 0);
		n = readlink(path[i], got[i], sizeof(got[i]) - 1);
		if (n >= 0)
			got[i][n] = '\0';
	}
	measured("lstat %s; readlink %s, task: %s; nlink /proc/self %lu",
		 type_name(st[0].st_mode), got[0], got[1],
		 (unsigned long)self.st_nlink);
	for (i = 0; i < 2; i++) {
		EXPECT_TRUE(S_ISLNK(st[i].st_mode));
		EXPECT_STREQ(want[i], got[i]);
	}
}

TEST_HARNESS_MAIN
