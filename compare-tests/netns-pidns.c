// SPDX-License-Identifier: GPL-2.0
/*
 * Containment: a task in new user, pid and network namespaces (an
 * unprivileged container), with a procfs mounted for its pid namespace,
 * must not reach the parent's /proc/netns-ID (ENOENT: a container must not
 * read another container's net/tcp by guessing an ID), and must list only
 * its own namespace; the parent, root of the initial pid and user
 * namespaces (who may see every namespace), sees the child's namespace.
 * Control and B have no /proc/netns-ID, so the parent's view fails there.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^child: parent's netns-[0-9]+ ENOENT, lists 0 netns; parent sees child's netns-[0-9]+: no$
 * expect-measured A: ^child: parent's netns-[0-9]+ ENOENT, lists 1 netns; parent sees child's netns-[0-9]+: yes$
 */
#include <dirent.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

/*
 * In the child's pid namespace, as its pid 1: report over @out, then stay
 * until the parent closes @go, so that its namespace stays visible.
 */
static int contained(unsigned long parent_id, int out, int go)
{
	char c;
	char path[64];
	char result[48];
	struct dirent *d;
	struct stat st;
	int listed = 0;
	DIR *dir;

	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) ||
	    mount("proc", "/proc", "proc", 0, proc_options("")))
		return 1;
	/*
	 * ENOENT only when the directory itself is: a directory that
	 * resolves is a leak even if its net/tcp does not, and says so.
	 */
	snprintf(path, sizeof(path), "/proc/netns-%lu", parent_id);
	if (stat(path, &st)) {
		snprintf(result, sizeof(result), "%s", errno_name(errno));
	} else {
		snprintf(path, sizeof(path), "/proc/netns-%lu/net/tcp", parent_id);
		snprintf(result, sizeof(result), "found,net/tcp:%s",
			 stat(path, &st) ? errno_name(errno) : "found");
	}
	dir = opendir("/proc");
	while (dir && (d = readdir(dir)))
		listed += !strncmp(d->d_name, "netns-", 6);
	dprintf(out, "%s|%d|%lu\n", result, listed, netns_id("self"));
	close(out);
	return read(go, &c, 1) != 0;
}

TEST(child_cannot_see_parent_netns)
{
	unsigned long parent_id = netns_id("self"), child_id = 0;
	char report[128] = "", path[64], err[48] = "?";
	int pipefd[2], go[2], listed = -1, status, parent_sees;
	struct stat st;
	pid_t child;
	ssize_t n;

	ASSERT_EQ(pipe(pipefd), 0);
	ASSERT_EQ(pipe(go), 0);
	child = fork();
	ASSERT_GE(child, 0);
	if (child == 0) {
		pid_t init;

		if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID |
			    CLONE_NEWNET))
			_exit(1);
		init = fork();
		if (init == 0) {
			close(pipefd[0]);
			close(go[1]);
			_exit(contained(parent_id, pipefd[1], go[0]));
		}
		/* only the parent and init may hold the pipes' ends open */
		close(pipefd[1]);
		close(go[1]);
		_exit(init < 0 || waitpid(init, &status, 0) != init ||
		      !WIFEXITED(status) || WEXITSTATUS(status));
	}
	close(pipefd[1]);
	close(go[0]);
	n = read(pipefd[0], report, sizeof(report) - 1);
	report[n > 0 ? n : 0] = '\0';
	sscanf(report, "%47[^|]|%d|%lu", err, &listed, &child_id);

	/* The child's pid 1 waits for go: its namespace must be seen */
	snprintf(path, sizeof(path), "/proc/netns-%lu", child_id);
	parent_sees = stat(path, &st) == 0;
	close(go[1]);
	ASSERT_EQ(waitpid(child, &status, 0), child);
	ASSERT_EQ(WEXITSTATUS(status), 0);
	measured("child: parent's netns-%lu %s, lists %d netns; parent sees child's netns-%lu: %s",
		 parent_id, err, listed, child_id, parent_sees ? "yes" : "no");
	EXPECT_STREQ(err, "ENOENT");
	EXPECT_EQ(listed, 1);
	EXPECT_TRUE(parent_sees);
}

TEST_HARNESS_MAIN
