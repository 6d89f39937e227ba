// SPDX-License-Identifier: GPL-2.0
/*
 * A thread that unshares its network namespace: /proc/thread-self/net
 * and /proc/self/task/TID/net follow that thread, /proc/self/net stays
 * with the thread-group leader.  Each namespace is told apart by a marker
 * socket in /proc/.../net/unix.  Semantics kept from the base: every
 * kernel must pass.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A A-default: ^marker of thread's netns in thread-self/net 1, task/TID/net 1, self/net 0$
 */
#include <pthread.h>
#include <sched.h>
#include "kselftest_harness.h"
#include "compare.h"

static int seen[3];

static void *unshared_thread(void *arg)
{
	char task_net[64];

	if (unshare(CLONE_NEWNET) || bind_marker("ct-thread-ns") < 0)
		return (void *)-1L;
	snprintf(task_net, sizeof(task_net), "/proc/self/task/%d/net/unix", gettid());
	seen[0] = file_contains_at(AT_FDCWD, "/proc/thread-self/net/unix", "ct-thread-ns");
	seen[1] = file_contains_at(AT_FDCWD, task_net, "ct-thread-ns");
	seen[2] = file_contains_at(AT_FDCWD, "/proc/self/net/unix", "ct-thread-ns");
	return NULL;
}

TEST(thread_self_net_follows_thread)
{
	pthread_t thread;
	void *ret;

	ASSERT_EQ(pthread_create(&thread, NULL, unshared_thread, NULL), 0);
	ASSERT_EQ(pthread_join(thread, &ret), 0);
	ASSERT_EQ(ret, NULL);
	measured("marker of thread's netns in thread-self/net %d, task/TID/net %d, self/net %d",
		 seen[0], seen[1], seen[2]);
	EXPECT_EQ(seen[0], 1);
	EXPECT_EQ(seen[1], 1);
	EXPECT_EQ(seen[2], 0);
}

TEST_HARNESS_MAIN
