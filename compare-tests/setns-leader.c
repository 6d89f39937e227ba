// SPDX-License-Identifier: GPL-2.0
/*
 * After the thread-group leader enters another network namespace,
 * /proc/self/net/... shows the new one (what kselftest setns-dcache
 * guards), while a file opened before keeps the old one.  Semantics kept
 * from the base: every kernel must pass.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A A-default: ^self/net after unshare: new marker 1, old marker 0; fd opened before: old marker 1$
 */
#include <sched.h>
#include "kselftest_harness.h"
#include "compare.h"

TEST(self_net_follows_leader)
{
	int old_file, old_marker, now_new, now_old, kept_old;

	old_marker = bind_marker("ct-leader-old");
	ASSERT_GE(old_marker, 0);
	old_file = open("/proc/self/net/unix", O_RDONLY | O_CLOEXEC);
	ASSERT_GE(old_file, 0);
	ASSERT_EQ(unshare(CLONE_NEWNET), 0);
	ASSERT_GE(bind_marker("ct-leader-new"), 0);

	now_new = file_contains_at(AT_FDCWD, "/proc/self/net/unix", "ct-leader-new");
	now_old = file_contains_at(AT_FDCWD, "/proc/self/net/unix", "ct-leader-old");
	kept_old = fd_contains(old_file, "ct-leader-old");
	measured("self/net after unshare: new marker %d, old marker %d; fd opened before: old marker %d",
		 now_new, now_old, kept_old);
	EXPECT_EQ(now_new, 1);
	EXPECT_EQ(now_old, 0);
	EXPECT_EQ(kept_old, 1);
}

TEST_HARNESS_MAIN
