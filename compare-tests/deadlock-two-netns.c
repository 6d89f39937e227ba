// SPDX-License-Identifier: GPL-2.0
/*
 * Cross-directory rename() and link() between two network namespaces.
 * deadlock-stress cannot reach A's inode reuse: on A /proc/1/net/stat and
 * /proc/self/net/stat are one dentry, so lock_rename() takes one lock.
 * Here two tasks each unshare a namespace of their own, X and Y, and for
 * DURATION seconds workers rename and link between /proc/PX/net/stat and
 * /proc/PY/net/stat (every kernel) and, where /proc/netns-* exists (A),
 * between /proc/netns-X/net/stat and /proc/netns-Y/net/stat and across
 * the two spellings.  Two directories, two locks, on every kernel: if two
 * namespaces' directories ever shared an inode (say, iget_locked() keyed
 * on something that is not unique per proc_dir_entry), lock_rename()
 * would block on the lock it holds.  Both calls fail with ENOENT, after
 * the locking: rename() looks the old name up under lock_rename(), link()
 * the new one under the target directory's lock, and procfs answers a
 * name it does not have with ENOENT.  Each worker counts its calls and
 * their errnos in shared memory and stops at DURATION; one that has not
 * returned DEADLINE seconds later is reported with its state and wchan
 * and left unreaped, hence a boot of its own.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A-default: ^10 s, pid paths [(]no netns-[*][)]: rename pid [1-9][0-9]* ENOENT, rename pid back [1-9][0-9]* ENOENT, link pid [1-9][0-9]* ENOENT; not returned after 15 s: none$
 * expect-measured A: ^10 s, pid and netns paths: rename pid [1-9][0-9]* ENOENT, rename pid back [1-9][0-9]* ENOENT, link pid [1-9][0-9]* ENOENT, rename netns [1-9][0-9]* ENOENT, rename netns-pid [1-9][0-9]* ENOENT, link netns [1-9][0-9]* ENOENT; not returned after 15 s: none$
 */
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include "kselftest_harness.h"
#include "compare.h"

#define DURATION	10	/* seconds of renames and links */
#define DEADLINE	5	/* seconds a worker may take to return after */
#define NERRNO		256

enum { PX, PY, NX, NY };	/* the four spellings of .../net/stat */

static const struct op {
	const char *name;
	int link;
	int from, to;
	const char *from_name, *to_name;
} ops[] = {
	{ "rename pid",		0, PX, PY, "x", "y" },
	{ "rename pid back",	0, PY, PX, "y", "x" },
	{ "link pid",		1, PX, PY, "rt_cache", "z" },
	{ "rename netns",	0, NX, NY, "x", "y" },
	{ "rename netns-pid",	0, NY, PX, "y", "x" },
	{ "link netns",		1, NY, NX, "rt_cache", "z" },
};
#define NOPS (sizeof(ops) / sizeof(ops[0]))

struct counts {
	unsigned long calls;
	unsigned long err[NERRNO];	/* [0]: calls that succeeded */
};

static char dir[4][PATH_MAX];

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void work(const struct op *op, struct counts *c)
{
	char from[PATH_MAX + 16], to[PATH_MAX + 16];
	double end = now() + DURATION;
	int ret;

	snprintf(from, sizeof(from), "%s/%s", dir[op->from], op->from_name);
	snprintf(to, sizeof(to), "%s/%s", dir[op->to], op->to_name);
	while (now() < end) {
		ret = op->link ? link(from, to) : rename(from, to);
		c->err[ret ? (errno < NERRNO ? errno : NERRNO - 1) : 0]++;
		c->calls++;
	}
	_exit(0);
}

static int unshare_net(void)
{
	return unshare(CLONE_NEWNET);
}

static char state_and_wchan(pid_t pid, char *wchan, size_t size)
{
	char path[64], buf[256], *p;

	blocked_in(pid, wchan, size);
	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	read_text(path, buf, sizeof(buf));
	p = strrchr(buf, ')');
	return p && p[1] && p[2] ? p[2] : '?';
}

/* "rename pid 1234 ENOENT", or "link pid 1003: 1000 EPERM + 3 0" */
static void describe(const struct op *op, const struct counts *c,
		     char *buf, size_t size)
{
	size_t len = snprintf(buf, size, "%s %lu", op->name, c->calls);
	int e, first = 1;

	for (e = 0; e < NERRNO && len < size; e++) {
		if (!c->err[e])
			continue;
		if (c->err[e] == c->calls)
			len += snprintf(buf + len, size - len, " %s",
					errno_name(e));
		else
			len += snprintf(buf + len, size - len, "%s%lu %s",
					first ? ": " : " + ", c->err[e],
					errno_name(e));
		first = 0;
	}
}

TEST(two_netns_ops_return)
{
	char summary[1024] = "", hung[512] = "", one[160];
	struct counts *counts;
	pid_t task[2], pid[NOPS];
	unsigned long id[2];
	unsigned int i, nops, nhung = 0;
	double start;
	int status, returned;

	for (i = 0; i < 2; i++) {
		char name[16];

		task[i] = spawn_sleeper(unshare_net);
		ASSERT_GT(task[i], 0);
		snprintf(name, sizeof(name), "%d", task[i]);
		id[i] = netns_id(name);
		ASSERT_NE(id[i], 0);
		snprintf(dir[PX + i], PATH_MAX, "/proc/%s/net/stat", name);
		snprintf(dir[NX + i], PATH_MAX, "/proc/netns-%lu/net/stat",
			 id[i]);
	}
	ASSERT_NE(id[0], id[1]);
	nops = access(dir[NX], F_OK) ? 3 : NOPS;	/* no /proc/netns-* */

	counts = mmap(NULL, NOPS * sizeof(*counts), PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(counts, MAP_FAILED);
	for (i = 0; i < nops; i++) {
		pid[i] = fork();
		ASSERT_GE(pid[i], 0);
		if (pid[i] == 0)
			work(&ops[i], &counts[i]);
	}

	start = now();
	for (i = 0; i < nops; i++) {
		char wchan[128], state;

		while (!(returned = waitpid(pid[i], &status, WNOHANG)) &&
		       now() - start < DURATION + DEADLINE)
			usleep(10000);
		if (!returned) {
			/* not returned: leave it where it is, unreaped */
			state = state_and_wchan(pid[i], wchan, sizeof(wchan));
			snprintf(hung + strlen(hung), sizeof(hung) - strlen(hung),
				 " %s in %s (state %c);", ops[i].name, wchan,
				 state);
			nhung++;
		}
		describe(&ops[i], &counts[i], one, sizeof(one));
		snprintf(summary + strlen(summary),
			 sizeof(summary) - strlen(summary), "%s%s",
			 i ? ", " : "", one);
	}
	for (i = 0; i < 2; i++)
		kill(task[i], SIGKILL);
	measured("%d s, %s: %s; not returned after %d s:%s", DURATION,
		 nops == NOPS ? "pid and netns paths" : "pid paths (no netns-*)",
		 summary, DURATION + DEADLINE, nhung ? hung : " none");
	EXPECT_EQ(nhung, 0);
	for (i = 0; i < nops; i++)
		EXPECT_GT(counts[i].calls, 0);
}

TEST_HARNESS_MAIN
