// SPDX-License-Identifier: GPL-2.0
/*
 * Threads count: a thread that unshared its network namespace is the only
 * task in it, and its namespace has a /proc/netns-ID, seen by the thread's
 * own process and by another (root) process, as its /proc/PID/task/TID
 * is.  A count of tasks that took only thread-group leaders would miss
 * it.  Control and B have no /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^netns-[0-9]+ of a thread: from its process ENOENT, from another process ENOENT$
 * expect-measured A: ^netns-[0-9]+ of a thread: from its process 0, from another process 0$
 */
#include <pthread.h>
#include <sched.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static unsigned long thread_netns;
static int done;

static void *unsharer(void *arg)
{
	/* a socket made by this thread is in its new namespace */
	if (unshare(CLONE_NEWNET) == 0)
		thread_netns = own_netns_cookie();
	pthread_mutex_lock(&lock);
	done = 1;
	pthread_cond_broadcast(&cond);
	while (done != 2)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);
	return NULL;
}

TEST(unshared_thread_makes_netns_visible)
{
	int self_sees, other_sees, status;
	pthread_t thread;
	char path[64];
	struct stat st;
	pid_t other;

	ASSERT_EQ(pthread_create(&thread, NULL, unsharer, NULL), 0);
	pthread_mutex_lock(&lock);
	while (!done)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);
	ASSERT_NE(thread_netns, 0);
	ASSERT_NE(thread_netns, netns_id("self"));

	snprintf(path, sizeof(path), "/proc/netns-%lu/net/dev", thread_netns);
	self_sees = stat(path, &st) ? errno : 0;
	other = fork();
	ASSERT_GE(other, 0);
	if (other == 0)
		_exit(stat(path, &st) ? errno : 0);
	ASSERT_EQ(waitpid(other, &status, 0), other);
	other_sees = WEXITSTATUS(status);

	pthread_mutex_lock(&lock);
	done = 2;
	pthread_cond_broadcast(&cond);
	pthread_mutex_unlock(&lock);
	pthread_join(thread, NULL);
	measured("netns-%lu of a thread: from its process %s, from another process %s",
		 thread_netns, errno_name(self_sees), errno_name(other_sees));
	EXPECT_EQ(self_sees, 0);
	EXPECT_EQ(other_sees, 0);
}

TEST_HARNESS_MAIN
