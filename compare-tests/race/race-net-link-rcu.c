// SPDX-License-Identifier: GPL-2.0
/*
 * make race, on two vCPUs: a live task's /proc/PID/net must never resolve
 * to ENOENT.  On A it is a symlink whose ->get_link() reads the task
 * through the inode; in RCU-walk (no dentry) the inode may be dying under
 * the walker, and pick_link() hands every error but -ECHILD to userspace
 * without rechecking d_seq.  So a failure there must be -ECHILD (retry in
 * ref-walk), never -ENOENT.  The second review found that interleaving in
 * v2: CPU0 passes step_into() on an unused /proc/PID/net dentry, CPU1's
 * shrinker kills it and evicts the inode, CPU0's get_link finds no task
 * and returns ENOENT.
 *
 * On 6.12 eviction no longer clears the inode's pid (47458802f660), so
 * the race shows only with 6.1's eviction put back: A-evict must pass
 * (A's link says -ECHILD), A-evict-enoent, v2's link on top, must fail.
 *
 * Two threads on two CPUs: one stats /proc/CHILD/net/dev for a live child
 * (a fresh PID directory, so its net dentry is unused between walks),
 * the other drops the dcache and icache in a loop.  A single ENOENT
 * fails, and so does a guest with one CPU, saying so.
 */
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include "kselftest_harness.h"
#include "../compare.h"

/* within the harness's 30 s timeout */
#define SECONDS	20

static volatile int stop;

static void *drop_caches(void *arg)
{
	unsigned long *drops = arg;
	int fd = open("/proc/sys/vm/drop_caches", O_WRONLY);

	/* 4 alone drops nothing and stops the kernel logging each of the
	 * some 3000 writes a second below (the sysctl takes 1 to 4) */
	if (fd < 0)
		return NULL;
	if (write(fd, "4", 1) != 1) {
		close(fd);
		return NULL;
	}
	close(fd);
	while (!stop) {
		fd = open("/proc/sys/vm/drop_caches", O_WRONLY);
		/* 2 frees dentries and inodes */
		if (fd < 0 || write(fd, "2", 1) != 1)
			break;
		close(fd);
		++*drops;
	}
	return NULL;
}

TEST(live_task_net_never_enoent)
{
	unsigned long stats = 0, drops = 0, enoent = 0, other = 0;
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	char path[64];
	pthread_t dropper;
	time_t end;
	pid_t child;
	struct stat st;

	child = fork();
	ASSERT_GE(child, 0);
	if (child == 0) {
		pause();
		_exit(0);
	}
	snprintf(path, sizeof(path), "/proc/%d/net/dev", child);
	ASSERT_EQ(stat(path, &st), 0);
	ASSERT_EQ(pthread_create(&dropper, NULL, drop_caches, &drops), 0);
	end = time(NULL) + SECONDS;
	while (time(NULL) < end) {
		if (stat(path, &st) == 0)
			stats++;
		else if (errno == ENOENT)
			enoent++;
		else
			other++;
	}
	stop = 1;
	pthread_join(dropper, NULL);
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
	measured("%ld CPU%s; %lu stats of /proc/PID/net/dev against %lu cache drops in %d s: %lu ENOENT, %lu other errors",
		 cpus, cpus == 1 ? "" : "s", stats, drops, SECONDS, enoent,
		 other);
	EXPECT_GE(cpus, 2);
	EXPECT_GT(drops, 0);
	EXPECT_EQ(enoent, 0);
	EXPECT_EQ(other, 0);
}

TEST_HARNESS_MAIN
