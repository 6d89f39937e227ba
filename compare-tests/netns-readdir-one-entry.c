// SPDX-License-Identifier: GPL-2.0
/*
 * readdir of /proc through a getdents64() buffer that holds one entry at
 * a time: every call starts where the last one stopped, so the netns-*
 * part of the listing is rebuilt from ctx->pos on each call.  Each
 * namespace must still come out once, none skipped and none repeated.
 * Three namespaces held by one task each, plus the caller's.  Control
 * and B list no netns-* entries.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^[0-9]+ calls of one entry; netns-\* entries 0, repeated 0; own 0, held 0 0 0$
 * expect-measured A: ^[0-9]+ calls of one entry; netns-\* entries ([4-9]|[1-9][0-9]+), repeated 0; own 1, held 1 1 1$
 */
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define HELD	3
#define SEEN	64

struct linux_dirent64 {
	unsigned long long d_ino;
	long long d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

static int enter_new_netns(void)
{
	return unshare(CLONE_NEWNET);
}

TEST(one_entry_per_getdents)
{
	unsigned long ids[HELD + 1], seen[SEEN];
	int i, j, fd, calls = 0, multi = 0, nseen = 0, repeated = 0;
	int counts[HELD + 1] = { 0 };
	pid_t pids[HELD];
	unsigned long long buf[6];
	char pid[16];
	long n;

	for (i = 0; i < HELD; i++) {
		pids[i] = spawn_sleeper(enter_new_netns);
		ASSERT_GT(pids[i], 0);
		snprintf(pid, sizeof(pid), "%d", pids[i]);
		ids[i] = netns_id(pid);
	}
	ids[HELD] = netns_id("self");

	fd = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	ASSERT_GE(fd, 0);
	/* 47 < 2 * 24, the smallest entry: never two entries at once */
	while ((n = syscall(SYS_getdents64, fd, buf, 47)) > 0) {
		struct linux_dirent64 *d = (void *)buf;
		unsigned long id;

		calls++;
		multi += d->d_reclen < n;
		if (strncmp(d->d_name, "netns-", 6))
			continue;
		id = strtoul(d->d_name + 6, NULL, 10);
		for (j = 0; j < nseen; j++)
			repeated += seen[j] == id;
		if (nseen < SEEN)
			seen[nseen++] = id;
		for (j = 0; j <= HELD; j++)
			counts[j] += ids[j] == id;
	}
	close(fd);
	for (i = 0; i < HELD; i++) {
		kill(pids[i], SIGKILL);
		waitpid(pids[i], NULL, 0);
	}
	ASSERT_EQ(n, 0);
	ASSERT_EQ(multi, 0);
	measured("%d calls of one entry; netns-* entries %d, repeated %d; own %d, held %d %d %d",
		 calls, nseen, repeated, counts[HELD], counts[0], counts[1],
		 counts[2]);
	EXPECT_EQ(repeated, 0);
	for (i = 0; i <= HELD; i++)
		EXPECT_EQ(counts[i], 1);
}

TEST_HARNESS_MAIN
