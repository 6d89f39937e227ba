// SPDX-License-Identifier: GPL-2.0
/*
 * Namespace churn: for CHURN seconds, processes create and destroy network
 * namespaces (unshare, a veth pair made inside and one end moved out to
 * the initial namespace and deleted there, another process joining with
 * setns()), while others open, read, readdir and readlink through
 * /proc/self/net, /proc/PID/net and /proc/netns-* (where it exists).
 * Afterwards: the netns-* entries must come back to where they started,
 * and procfs must hold none of the namespaces' memory.  With slab_nomerge,
 * net_namespace has a slab cache of its own; after the churn settles
 * (freeing is asynchronous: poll until the count has not moved for
 * STABLE seconds, at most SETTLE seconds), dropping the
 * dcache and icache must not free a single struct net, or cached /proc
 * dentries were keeping dead namespaces around.  The count against the
 * start is reported, not asserted: 6.1 itself leaves a few struct nets
 * behind after this workload, on B as well, whose fs/ is the base's.
 * make check also fails the kernel on any oops or lockdep report.
 *
 * expect: control=pass B=pass A=pass
 */
#include <dirent.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define CHURN	15
#define SETTLE	30
#define STABLE	3
#define SLAB_DIR "/sys/kernel/slab/net_namespace/"

/*
 * Live net_namespace objects.  "objects" counts the free slots of per-cpu
 * slabs as used, so flush those first through "shrink".
 */
static long count(void)
{
	int fd = open(SLAB_DIR "shrink", O_WRONLY);
	char buf[64];

	if (fd >= 0) {
		write(fd, "1", 1);
		close(fd);
	}
	read_text(SLAB_DIR "objects", buf, sizeof(buf));
	return buf[0] ? strtol(buf, NULL, 10) : -1;
}

static int netns_entries(void)
{
	struct dirent *d;
	DIR *dir = opendir("/proc");
	int n = 0;

	while (dir && (d = readdir(dir)))
		n += !strncmp(d->d_name, "netns-", 6);
	if (dir)
		closedir(dir);
	return n;
}

/* Set by the parent when time is up: workers finish their round and exit */
static volatile int *stop;

/* Make a namespace with a veth pair, move one end out, let one join. */
static void creator(int id)
{
	char cmd[256];
	int round;

	for (round = 0; !*stop; round++) {
		pid_t child = fork(), joiner;

		if (child == 0) {
			if (unshare(CLONE_NEWNET))
				_exit(1);
			snprintf(cmd, sizeof(cmd),
				 "/bin/ip link add ct%da%d type veth peer name ct%db%d && "
				 "/bin/ip link set ct%db%d netns 1 && "
				 "/bin/ip link del ct%db%d 2>/dev/null", id, round, id,
				 round, id, round, id, round);
			system(cmd);
			usleep(50000);
			_exit(0);
		}
		joiner = fork();
		if (joiner == 0) {
			char path[64];
			int fd;

			snprintf(path, sizeof(path), "/proc/%d/ns/net", child);
			fd = open(path, O_RDONLY);
			if (fd >= 0 && setns(fd, CLONE_NEWNET) == 0)
				file_contains_at(AT_FDCWD, "/proc/self/net/dev", "lo");
			_exit(0);
		}
		waitpid(joiner, NULL, 0);
		waitpid(child, NULL, 0);
	}
	_exit(0);
}

static void reader(void)
{
	char path[300], buf[64];
	struct dirent *d;

	while (!*stop) {
		DIR *dir = opendir("/proc");

		while (dir && (d = readdir(dir))) {
			if (!strncmp(d->d_name, "netns-", 6))
				snprintf(path, sizeof(path), "/proc/%s/net/dev", d->d_name);
			else if (d->d_name[0] >= '1' && d->d_name[0] <= '9')
				snprintf(path, sizeof(path), "/proc/%s/net", d->d_name);
			else
				continue;
			file_contains_at(AT_FDCWD, path, "lo");
			readlink(path, buf, sizeof(buf));
			strcat(path, "/dev");
			file_contains_at(AT_FDCWD, path, "lo");
		}
		if (dir)
			closedir(dir);
		file_contains_at(AT_FDCWD, "/proc/self/net/unix", "x");
	}
	_exit(0);
}

FIXTURE(churn) {};
FIXTURE_SETUP(churn) {}
FIXTURE_TEARDOWN(churn) {}

/* CHURN + SETTLE is past the harness's default 30 s */
TEST_F_TIMEOUT(churn, procfs_pins_no_dead_namespace, CHURN + SETTLE + 30)
{
	long start = count(), now = -1, dropped;
	int entries = netns_entries(), now_entries = -1, drop_caches, i, stable;
	pid_t workers[4];

	stop = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(stop, MAP_FAILED);
	if (start < 0) {
		measured("%sobjects not readable: no SLUB sysfs or slab_nomerge", SLAB_DIR);
		ASSERT_GE(start, 0);
	}
	for (i = 0; i < 4; i++) {
		workers[i] = fork();
		ASSERT_GE(workers[i], 0);
		if (workers[i] == 0) {
			if (i < 2)
				creator(i);
			reader();
		}
	}
	sleep(CHURN);
	*stop = 1;	/* no kill in the middle of an ip(8) call */
	for (i = 0; i < 4; i++)
		waitpid(workers[i], NULL, 0);
	/*
	 * Settled: no change for STABLE seconds.  Namespaces die in a
	 * workqueue, slowly under TCG and lockdep; one that finishes dying
	 * during the drop below must not count as freed by it.
	 */
	for (i = 0, stable = 0; i < SETTLE * 10; i++) {
		long prev = now;

		now = count();
		now_entries = netns_entries();
		stable = now == prev ? stable + 1 : 0;
		if (now_entries == entries && stable >= STABLE * 10)
			break;
		usleep(100000);
	}
	drop_caches = open("/proc/sys/vm/drop_caches", O_WRONLY);
	ASSERT_GE(drop_caches, 0);
	ASSERT_EQ(write(drop_caches, "2", 1), 1);
	close(drop_caches);
	sleep(1);	/* inodes are freed after an RCU grace period */
	dropped = now - count();
	measured("net_namespace objects %ld before, %ld %.1f s after, %ld freed by dropping the dcache; netns-* entries %d before, %d after",
		 start, now, i / 10.0, dropped, entries, now_entries);
	EXPECT_EQ(dropped, 0);
	EXPECT_EQ(now_entries, entries);
}

TEST_HARNESS_MAIN
