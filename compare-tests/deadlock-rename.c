// SPDX-License-Identifier: GPL-2.0
/*
 * The 2013 Trinity deadlock: rename() between two /proc/PID/net aliases of
 * one directory.  lock_rename() sees two different parent dentries and
 * locks both inodes; when they are one inode, the task blocks on the
 * i_rwsem it already holds, in D state, forever, with
 * s_vfs_rename_mutex held for the whole procfs.
 *
 * The rename runs in a child; the parent gives it DEADLINE seconds, then
 * reports its state and where it blocked (blocked_in()) and waits for the
 * hung-task detector (the kernels here have a 5 s timeout) to print its
 * report.  A hung child cannot be reaped or killed: run this test last in
 * a boot.
 *
 * expect: control=fail alias=pass B=pass A=pass A-default=pass
 * expect-measured control: ^hung in lock_(rename|two_directories) [(]wchan [a-z_]+[)] after 5 s \(state D\); hung-task report printed$
 * expect-measured alias B A A-default: ^rename returned ENOENT after 0\.[0-9]+ s$
 * expect-console control: s_vfs_rename_key
 */
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include "kselftest_harness.h"
#include "compare.h"

#define DEADLINE	5	/* seconds the rename may take */
#define REPORT_WAIT	20	/* seconds to wait for the hung-task report */

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

TEST(cross_alias_rename_returns)
{
	double start, waited;
	char path[64], buf[256], state[256];
	int status = 0, i;
	pid_t child;

	child = fork();
	ASSERT_GE(child, 0);
	if (child == 0) {
		int ret = rename("/proc/1/net/stat/x", "/proc/self/net/stat/y");

		_exit(ret ? errno : 0);
	}

	start = now();
	while (waitpid(child, &status, WNOHANG) == 0 && now() - start < DEADLINE)
		usleep(10000);
	waited = now() - start;

	if (waited < DEADLINE) {
		ASSERT_TRUE(WIFEXITED(status));
		measured("rename returned %s after %.2f s",
			 errno_name(WEXITSTATUS(status)), waited);
		return;
	}

	snprintf(path, sizeof(path), "/proc/%d/stat", child);
	read_text(path, state, sizeof(state));
	blocked_in(child, buf, sizeof(buf));
	for (i = 0; i < REPORT_WAIT && !hung_task_reported(); i++)
		sleep(1);
	measured("hung in %s after %d s (state %c); hung-task report %s",
		 buf, DEADLINE, strchr(state, ')') ? strchr(state, ')')[2] : '?',
		 hung_task_reported() ? "printed" : "not printed");
	snprintf(path, sizeof(path), "/proc/%d/stack", child);
	{
		FILE *f = fopen(path, "r");

		while (f && fgets(buf, sizeof(buf), f))
			printf("# stack: %s", buf);
		if (f)
			fclose(f);
	}
	/* The child is stuck in the kernel: leave it there, unreaped. */
	ASSERT_LT(waited, DEADLINE) {
		TH_LOG("rename did not return within %d s", DEADLINE);
	}
}

TEST_HARNESS_MAIN
