// SPDX-License-Identifier: GPL-2.0
/*
 * readdir of /proc lists each visible network namespace once, however
 * many tasks share it, after the PIDs and in ascending order of ID;
 * telldir()/seekdir() positions of netns-* entries stay valid.  Twelve
 * namespaces of three tasks each, plus the caller's: each must appear
 * exactly once (the first two are shown).  Thirteen are more than A's
 * readdir table starts with room for (eight), so it grows on the way.
 * Control and B list none.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^times listed: own 0, shared by 3 tasks: 0 and 0; seekdir ok 0/0; PIDs before netns-\* yes, netns-\* sorted yes$
 * expect-measured A: ^times listed: own 1, shared by 3 tasks: 1 and 1; seekdir ok ([3-9]|[1-9][0-9]+)/([3-9]|[1-9][0-9]+); PIDs before netns-\* yes, netns-\* sorted yes$
 */
#include <dirent.h>
#include <stdbool.h>
#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define GROUPS	12
#define TASKS	3

static unsigned long ids[GROUPS + 1];

static bool is_pid(const char *name)
{
	return name[0] && strspn(name, "0123456789") == strlen(name);
}

/*
 * In one pass over @dir: does a PID come after a netns-* entry, and are
 * the netns-* entries out of ascending order?
 */
static void check_order(DIR *dir, int *pid_after, int *unsorted)
{
	unsigned long prev = 0, id;
	struct dirent *d;
	bool netns = false;

	*pid_after = *unsorted = 0;
	rewinddir(dir);
	while ((d = readdir(dir))) {
		if (is_pid(d->d_name)) {
			*pid_after += netns;
		} else if (!strncmp(d->d_name, "netns-", 6)) {
			id = strtoul(d->d_name + 6, NULL, 10);
			*unsorted += netns && id <= prev;
			prev = id;
			netns = true;
		}
	}
}

static int count_listed(DIR *dir, unsigned long id)
{
	char name[32];
	struct dirent *d;
	int n = 0;

	snprintf(name, sizeof(name), "netns-%lu", id);
	rewinddir(dir);
	while ((d = readdir(dir)))
		n += !strcmp(d->d_name, name);
	return n;
}

TEST(each_netns_listed_once)
{
	pid_t pids[GROUPS * TASKS];
	int i, j, counts[GROUPS + 1], seek_ok = 0, seeks = 0;
	int pid_after, unsorted;
	char path[32], name[256];
	struct dirent *d;
	DIR *dir;

	for (i = 0; i < GROUPS; i++) {
		int ready[2];
		char c;

		ASSERT_EQ(pipe(ready), 0);
		pids[i * TASKS] = fork();
		ASSERT_GE(pids[i * TASKS], 0);
		if (pids[i * TASKS] == 0) {
			/* a new namespace, shared by TASKS processes */
			if (setpgid(0, 0) || unshare(CLONE_NEWNET))
				_exit(1);
			for (j = 1; j < TASKS; j++)
				if (fork() == 0)
					break;
			write(ready[1], "x", 1);
			pause();
			_exit(0);
		}
		for (j = 0; j < TASKS; j++)
			ASSERT_EQ(read(ready[0], &c, 1), 1);
		close(ready[0]);
		close(ready[1]);
		snprintf(path, sizeof(path), "%d", pids[i * TASKS]);
		ids[i] = netns_id(path);
	}
	ids[GROUPS] = netns_id("self");

	dir = opendir("/proc");
	ASSERT_NE(dir, NULL);
	for (i = 0; i <= GROUPS; i++)
		counts[i] = count_listed(dir, ids[i]);
	check_order(dir, &pid_after, &unsorted);

	/* seekdir() to the position telldir() gave for each netns-* entry */
	rewinddir(dir);
	for (;;) {
		long pos = telldir(dir);
		long after;

		d = readdir(dir);
		if (!d)
			break;
		if (strncmp(d->d_name, "netns-", 6))
			continue;
		snprintf(name, sizeof(name), "%s", d->d_name);
		after = telldir(dir);
		seeks++;
		seekdir(dir, pos);
		d = readdir(dir);
		seek_ok += d && !strcmp(name, d->d_name);
		seekdir(dir, after);
	}
	closedir(dir);
	for (i = 0; i < GROUPS; i++)
		kill(-pids[i * TASKS], SIGKILL);
	while (wait(NULL) > 0)
		;
	measured("times listed: own %d, shared by %d tasks: %d and %d; seekdir ok %d/%d; PIDs before netns-* %s, netns-* sorted %s",
		 counts[GROUPS], TASKS, counts[0], counts[1], seek_ok, seeks,
		 pid_after ? "no" : "yes", unsorted ? "no" : "yes");
	for (i = 0; i <= GROUPS; i++)
		EXPECT_EQ(counts[i], 1);
	EXPECT_EQ(seek_ok, seeks);
	EXPECT_GE(seeks, GROUPS + 1);
	EXPECT_EQ(pid_after, 0);
	EXPECT_EQ(unsorted, 0);
}

TEST_HARNESS_MAIN
