// SPDX-License-Identifier: GPL-2.0
/*
 * What an fd holds is not asked again.  Root opens a directory fd on
 * /proc/netns-ID of a child's new network namespace and one on its net/.
 * A process of uid 65534 that inherits both, and may not see that
 * namespace by name (it is not in it and has no CAP_SYS_ADMIN), opens
 * net/dev through the first and dev through the second:
 * both read, the same rule for both, while the name gives it ENOENT.
 * Positive control: root finds the name.  Control, alias, B and A-default
 * have no /proc/netns-ID to open.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^root: open netns-[0-9]+: ENOENT$
 * expect-measured A: ^root: open netns-[0-9]+: 0; uid 65534: stat of the name ENOENT, through the netns-ID fd net/dev read, through the net/ fd dev read$
 */
#include <grp.h>
#include <signal.h>
#include "kselftest_harness.h"
#include "compare.h"

static int unshare_net(void)
{
	return unshare(CLONE_NEWNET);
}

static const char *reads(int dirfd, const char *path)
{
	int ret = file_contains_at(dirfd, path, "lo:");

	return ret == 1 ? "read" : ret == 0 ? "no lo" : errno_name(errno);
}

TEST(fd_on_netns_and_on_net)
{
	char name[32], path[48], report[160] = "?";
	int nsfd, netfd, pipefd[2];
	unsigned long id;
	pid_t holder, pid;
	struct stat st;
	ssize_t n;

	holder = spawn_sleeper(unshare_net);
	ASSERT_GT(holder, 0);
	snprintf(path, sizeof(path), "%d", holder);
	id = netns_id(path);
	ASSERT_NE(id, 0);
	snprintf(name, sizeof(name), "netns-%lu", id);
	snprintf(path, sizeof(path), "/proc/%s", name);
	nsfd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (nsfd < 0) {
		measured("root: open %s: %s", name, errno_name(errno));
		kill(holder, SIGKILL);
		waitpid(holder, NULL, 0);
		ASSERT_GE(nsfd, 0);
	}
	netfd = openat(nsfd, "net", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	ASSERT_GE(netfd, 0);

	ASSERT_EQ(pipe(pipefd), 0);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		const char *by_name;

		close(pipefd[0]);
		if (setgroups(0, NULL) || setresgid(65534, 65534, 65534) ||
		    setresuid(65534, 65534, 65534))
			_exit(1);
		by_name = stat(path, &st) ? errno_name(errno) : "0";
		dprintf(pipefd[1], "stat of the name %s, through the netns-ID fd net/dev %s, through the net/ fd dev %s",
			by_name, reads(nsfd, "net/dev"), reads(netfd, "dev"));
		_exit(0);
	}
	close(pipefd[1]);
	n = read(pipefd[0], report, sizeof(report) - 1);
	report[n > 0 ? n : 0] = '\0';
	close(pipefd[0]);
	ASSERT_EQ(waitpid(pid, NULL, 0), pid);
	kill(holder, SIGKILL);
	waitpid(holder, NULL, 0);
	close(netfd);
	close(nsfd);

	measured("root: open %s: 0; uid 65534: %s", name, report);
	EXPECT_STREQ(report, "stat of the name ENOENT, through the netns-ID fd net/dev read, through the net/ fd dev read");
}

TEST_HARNESS_MAIN
