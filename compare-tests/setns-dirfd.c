// SPDX-License-Identifier: GPL-2.0
/*
 * The one setns(2) behaviour the series changes on purpose: a directory
 * fd opened on /proc/self/net itself.  On the base it is the task's
 * /proc/PID/net, whose lookups follow the task into its new namespace; on
 * A it is /proc/netns-ID/net and stays on the namespace it was opened in,
 * like every other fd.  The assertion is A's ("stays"); control and B fail
 * it by design, and the report says so.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^openat[(]dirfd of /proc/self/net, "unix"[)] after unshare shows the new namespace$
 * expect-measured A: ^openat[(]dirfd of /proc/self/net, "unix"[)] after unshare shows the old namespace$
 */
#include <sched.h>
#include "kselftest_harness.h"
#include "compare.h"

TEST(net_dirfd_stays_in_its_namespace)
{
	int dirfd, old_marker, sees_old, sees_new;

	old_marker = bind_marker("ct-dirfd-old");
	ASSERT_GE(old_marker, 0);
	dirfd = open("/proc/self/net", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	ASSERT_GE(dirfd, 0);
	ASSERT_EQ(unshare(CLONE_NEWNET), 0);
	ASSERT_GE(bind_marker("ct-dirfd-new"), 0);

	sees_old = file_contains_at(dirfd, "unix", "ct-dirfd-old");
	sees_new = file_contains_at(dirfd, "unix", "ct-dirfd-new");
	measured("openat(dirfd of /proc/self/net, \"unix\") after unshare shows the %s namespace",
		 sees_old == 1 ? "old" : sees_new == 1 ? "new" : "neither");
	EXPECT_EQ(sees_old, 1);
	EXPECT_EQ(sees_new, 0);
}

TEST_HARNESS_MAIN
