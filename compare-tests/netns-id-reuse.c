// SPDX-License-Identifier: GPL-2.0
/*
 * A dead namespace's ID never comes back.  v1-v3 named /proc/netns-ID by
 * the nsfs inum, which proc_alloc_inum() hands to the next namespace at
 * once, so a name read from /proc/PID/net could lead, one walk later, into
 * another namespace.  The name is now net_cookie, 64-bit and never given
 * twice.  Root caches netns-X of a holder's namespace and reads the
 * holder's /proc/PID/net link; the holder dies; one child then makes
 * NEW namespaces one after the other (unshare(CLONE_NEWNET), each
 * replacing the last) and checks each one's cookie.  None may get X; then
 * the cached name, a directory fd opened on netns-X before, and the link
 * text read before must all fail with ENOENT, never show another namespace.
 * Control and B have no /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^cache /tmp/proc-id-reuse/netns-[0-9]+: ENOENT$
 * expect-measured A: ^ID [0-9]+ dead, then [0-9]+ namespaces \([0-9]+ s\): 0 got it, IDs [0-9]+ to [0-9]+; cached netns-ID ENOENT, fd on it net/dev ENOENT, link text [.][.]/netns-[0-9]+/net/dev ENOENT$
 */
#include <sched.h>
#include <signal.h>
#include <time.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define MNT	"/tmp/proc-id-reuse"
#define NEW	1000	/* namespaces made after the death, at most ... */
#define NEW_S	80	/* ... in as many seconds, within job-tests.sh's 120 s
			 * (under TCG a hundred took 1 to 2 s here; the bound is
			 * for a slower host), and at least: */
#define NEW_MIN	200

static int enter_netns(void)
{
	return unshare(CLONE_NEWNET);
}

struct churn {
	int made, same;
	unsigned long first, last;
};

/* In a child: up to NEW namespaces, one after the other; report, then wait */
static pid_t churn(unsigned long dead, int out, const int go[2])
{
	pid_t pid = fork();
	struct churn c = { 0 };
	time_t end;
	char ch;

	if (pid)
		return pid;
	/* go's write end is the parent's alone: its close is the signal */
	close(go[1]);
	end = time(NULL) + NEW_S;
	for (c.made = 0; c.made < NEW && time(NULL) < end; c.made++) {
		unsigned long id;

		if (unshare(CLONE_NEWNET))
			break;
		id = own_netns_cookie();
		if (!c.first)
			c.first = id;
		c.last = id;
		c.same += id == dead;
	}
	if (write(out, &c, sizeof(c)) != sizeof(c))
		_exit(1);
	/* the last namespace lives until the parent has looked */
	_exit(read(go[0], &ch, 1) != 0);
}

FIXTURE(reuse) {
};

FIXTURE_SETUP(reuse)
{
}

FIXTURE_TEARDOWN(reuse)
{
}

TEST_F_TIMEOUT(reuse, dead_id_never_back, 110)
{
	char dir[64], pidstr[16], link[64], via_link[128], text[64];
	int pipefd[2], go[2], dirfd, err_dir, err_fd, err_link;
	struct churn c = { 0 };
	unsigned long id;
	time_t start;
	pid_t holder, child;
	struct stat st;
	ssize_t n;

	mkdir(MNT, 0755);
	ASSERT_EQ(mount("proc", MNT, "proc", 0, proc_options("")), 0);

	holder = spawn_sleeper(enter_netns);
	ASSERT_GT(holder, 0);
	snprintf(pidstr, sizeof(pidstr), "%d", holder);
	id = netns_id(pidstr);
	ASSERT_NE(id, 0);
	snprintf(dir, sizeof(dir), MNT "/netns-%lu", id);
	if (stat(dir, &st)) {
		measured("cache " MNT "/netns-%lu: %s", id, errno_name(errno));
		kill(holder, SIGKILL);
		waitpid(holder, NULL, 0);
		umount2(MNT, MNT_DETACH);
		ASSERT_TRUE(0);
	}
	dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	ASSERT_GE(dirfd, 0);
	snprintf(link, sizeof(link), MNT "/%d/net", holder);
	n = readlink(link, text, sizeof(text) - 1);
	ASSERT_GT(n, 0);
	text[n] = '\0';
	kill(holder, SIGKILL);
	waitpid(holder, NULL, 0);
	/* "../netns-X/net", from MNT/PID: MNT/netns-X/net */
	snprintf(via_link, sizeof(via_link), MNT "/%s/dev", text + 3);

	ASSERT_EQ(pipe(pipefd), 0);
	ASSERT_EQ(pipe(go), 0);
	start = time(NULL);
	child = churn(id, pipefd[1], go);
	ASSERT_GE(child, 0);
	close(pipefd[1]);
	close(go[0]);
	ASSERT_EQ(read(pipefd[0], &c, sizeof(c)), sizeof(c));

	err_dir = stat(dir, &st) ? errno : 0;
	err_fd = fstatat(dirfd, "net/dev", &st, 0) ? errno : 0;
	err_link = stat(via_link, &st) ? errno : 0;
	close(go[1]);
	waitpid(child, NULL, 0);
	close(dirfd);
	umount2(MNT, MNT_DETACH);
	measured("ID %lu dead, then %d namespaces (%ld s): %d got it, IDs %lu to %lu; cached netns-ID %s, fd on it net/dev %s, link text %s/dev %s",
		 id, c.made, (long)(time(NULL) - start), c.same, c.first, c.last,
		 errno_name(err_dir), errno_name(err_fd), text, errno_name(err_link));
	EXPECT_GE(c.made, NEW_MIN);
	EXPECT_EQ(c.same, 0);
	EXPECT_EQ(err_dir, ENOENT);
	EXPECT_EQ(err_fd, ENOENT);
	EXPECT_EQ(err_link, ENOENT);
}

TEST_HARNESS_MAIN
