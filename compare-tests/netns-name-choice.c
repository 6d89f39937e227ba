// SPDX-License-Identifier: GPL-2.0
/*
 * The measured ground for the cover letter's choice of name for
 * /proc/netns-ID.  The nsfs inode number (what lsns and /proc/PID/ns/net
 * show, and what v1-v3 used) is handed out lowest free first, so a dead
 * namespace's number comes back; net->net_cookie, which userspace reads
 * with getsockopt(SO_NETNS_COOKIE), which v4 uses and which on 6.18+ is
 * the ns_id that NS_GET_ID gives, is a 64-bit counter.  Namespaces are
 * made one after the other, each dying before the next (with time for
 * cleanup_net() to free its number), and both names of each are read from
 * inside it.  The inum must come back at least once and no cookie may:
 * the same on every kernel, since neither depends on the series.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A A-default: ^[0-9]+ namespaces, one after the other: [1-9][0-9]* got an inum an earlier one had, 0 a cookie; cookies increasing yes$
 */
#include <sched.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#ifndef SO_NETNS_COOKIE
#define SO_NETNS_COOKIE 71	/* include/uapi/asm-generic/socket.h */
#endif

#define ROUNDS	30

struct names {
	unsigned long long inum, cookie;
};

/* Both names of a new network namespace, read from inside it */
static int names_of_new_netns(struct names *n)
{
	int pipefd[2], status;
	pid_t pid;

	if (pipe(pipefd))
		return -1;
	pid = fork();
	if (pid == 0) {
		socklen_t len = sizeof(n->cookie);
		struct stat st;
		int sock;

		close(pipefd[0]);
		if (unshare(CLONE_NEWNET) || stat("/proc/self/ns/net", &st))
			_exit(1);
		n->inum = st.st_ino;
		sock = socket(AF_UNIX, SOCK_DGRAM, 0);
		if (sock < 0 || getsockopt(sock, SOL_SOCKET, SO_NETNS_COOKIE,
					   &n->cookie, &len))
			_exit(2);
		_exit(write(pipefd[1], n, sizeof(*n)) != sizeof(*n));
	}
	close(pipefd[1]);
	if (pid < 0 || read(pipefd[0], n, sizeof(*n)) != sizeof(*n))
		n->inum = 0;
	close(pipefd[0]);
	if (pid > 0)
		waitpid(pid, &status, 0);
	return n->inum ? 0 : -1;
}

TEST(inum_comes_back_cookie_does_not)
{
	struct names seen[ROUNDS];
	int i, j, inum_again = 0, cookie_again = 0, increasing = 1;

	for (i = 0; i < ROUNDS; i++) {
		ASSERT_EQ(names_of_new_netns(&seen[i]), 0);
		for (j = 0; j < i && seen[j].inum != seen[i].inum; j++)
			;
		inum_again += j < i;
		for (j = 0; j < i && seen[j].cookie != seen[i].cookie; j++)
			;
		cookie_again += j < i;
		if (i && seen[i].cookie <= seen[i - 1].cookie)
			increasing = 0;
		usleep(50000);	/* cleanup_net() runs from a workqueue */
	}
	measured("%d namespaces, one after the other: %d got an inum an earlier one had, %d a cookie; cookies increasing %s",
		 ROUNDS, inum_again, cookie_again, increasing ? "yes" : "no");
	EXPECT_GT(inum_again, 0);
	EXPECT_EQ(cookie_again, 0);
	EXPECT_TRUE(increasing);
}

TEST_HARNESS_MAIN
