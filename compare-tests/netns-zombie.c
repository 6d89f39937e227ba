// SPDX-License-Identifier: GPL-2.0
/*
 * A task that has no nsproxy left (a zombie: exit_task_namespaces() has
 * run, the parent has not reaped it) has no network namespace to show:
 * /proc/ZOMBIE/net and /proc/ZOMBIE/task/TID/net get ENOENT, from
 * readlink() and from stat() through the link.  On the control and B,
 * net is a directory: readlink gets EINVAL and stat succeeds.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^zombie net: readlink EINVAL, stat -L 0; task/TID/net: readlink EINVAL, stat -L 0$
 * expect-measured A: ^zombie net: readlink ENOENT, stat -L ENOENT; task/TID/net: readlink ENOENT, stat -L ENOENT$
 */
#include <signal.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

static int readlink_errno(const char *path)
{
	char buf[64];

	return readlink(path, buf, sizeof(buf)) < 0 ? errno : 0;
}

static int stat_errno(const char *path)
{
	struct stat st;

	return stat(path, &st) ? errno : 0;
}

TEST(zombie_net_is_enoent)
{
	char net[64], tid_net[64];
	int err[4], i;
	siginfo_t si;
	pid_t pid;

	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0)
		_exit(0);
	/* wait for the exit, but leave the zombie */
	ASSERT_EQ(waitid(P_PID, pid, &si, WEXITED | WNOWAIT), 0);
	snprintf(net, sizeof(net), "/proc/%d/net", pid);
	snprintf(tid_net, sizeof(tid_net), "/proc/%d/task/%d/net", pid, pid);
	err[0] = readlink_errno(net);
	err[1] = stat_errno(net);
	err[2] = readlink_errno(tid_net);
	err[3] = stat_errno(tid_net);
	ASSERT_EQ(waitpid(pid, NULL, 0), pid);
	measured("zombie net: readlink %s, stat -L %s; task/TID/net: readlink %s, stat -L %s",
		 errno_name(err[0]), errno_name(err[1]),
		 errno_name(err[2]), errno_name(err[3]));
	for (i = 0; i < 4; i++)
		EXPECT_EQ(err[i], ENOENT);
}

TEST_HARNESS_MAIN
