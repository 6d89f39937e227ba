// SPDX-License-Identifier: GPL-2.0
/*
 * PENDING, not built or booted: the guests come up with one CPU even
 * with -smp 2 and CONFIG_SMP=y (SeaBIOS's MP table lists one processor
 * and the kernels have no ACPI), and on one CPU without preemption the
 * interleaving below cannot happen, so the test would pass without
 * testing anything.  Move it back to compare-tests/ once a guest boots
 * with two CPUs.
 *
 * A live task's /proc/PID/net must never resolve to ENOENT.  On A it is a
 * symlink whose ->get_link() reads the task through the inode; in RCU-walk
 * (no dentry) the inode may be dying under the walker, and pick_link()
 * hands every error but -ECHILD to userspace without rechecking d_seq.  So
 * a failure there must be -ECHILD (retry in ref-walk), never -ENOENT.
 * Review of v2 found that interleaving: CPU0 passes step_into() on an
 * unused /proc/PID/net dentry, CPU1's shrinker kills it and evicts the
 * inode, CPU0's get_link finds no task and returns ENOENT.
 *
 * Two threads on two CPUs: one stats /proc/CHILD/net/dev for a live child
 * (a fresh PID directory, so its net dentry is unused between walks),
 * the other drops the dcache and icache in a loop.  A single ENOENT
 * fails.  Needs two CPUs: make check gives race-* tests a
 * boot of their own with two vCPUs; with one, the test fails, saying so.
 * On the control, alias and B /proc/PID/net is a directory and the walk
 * has no get_link; they pass the same way.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A A-default: ^2 CPUs; [1-9][0-9]* stats of /proc/PID/net/dev against [1-9][0-9]* cache drops in [0-9]+ s: 0 ENOENT, 0 other errors$
 */
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include "kselftest_harness.h"
#include "compare.h"

#define SECONDS	10

static volatile int stop;

static void *drop_caches(void *arg)
{
	unsigned long *drops = arg;

	while (!stop) {
		int fd = open("/proc/sys/vm/drop_caches", O_WRONLY);

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
