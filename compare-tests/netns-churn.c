// SPDX-License-Identifier: GPL-2.0
/*
 * Namespace churn: for CHURN seconds, processes create and destroy network
 * namespaces (unshare, a veth pair made inside and one end moved out to
 * the initial namespace and deleted there, another process joining with
 * setns()), while others open, read, readdir and readlink through
 * /proc/self/net, /proc/PID/net and /proc/netns-* (where it exists).
 * Afterwards the netns-* entries must come back to where they started,
 * and procfs must hold none of the namespaces' memory.  With
 * slab_nomerge, net_namespace has a slab cache of its own.  The base
 * (6.1 and 6.12 alike) frees a dead struct net late: net_free() puts it
 * on defer_free_list and only the next cleanup_net() frees it
 * (net_complete_free()), so a count taken
 * right after the churn still holds the last round's namespaces whatever
 * procfs does.  Every count here is therefore taken after destroying one
 * more namespace and waiting until the count has not moved for STABLE
 * seconds (at most SETTLE): then the defer list holds exactly that one
 * namespace.  Taken so at the start, after the churn, and after dropping
 * the dcache and icache, the three counts must be equal: a difference
 * between the last two is a dead namespace pinned by cached /proc
 * dentries, one between the first and the last a struct net procfs never
 * let go.  The workers count, in shared memory, their successful
 * unshare() and setns() calls and reads of net/dev that find "lo":
 * through /proc/netns-ID/net/dev (A only) and through /proc/PID/net/dev
 * (a directory on control, alias and B, the symlink into netns-ID on A).
 * make check also fails the kernel on any oops or lockdep report.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A-default: ^net_namespace objects 1 at start, 1 after the churn [(][0-9.]+[+][0-9.]+ s[)], 1 after dropping the dcache [(][0-9.]+ s[)]; [1-9][0-9]* unshare [+] [1-9][0-9]* setns; net/dev read 0 times via netns-[*], [1-9][0-9]* via PID/net; netns-[*] entries 0 before, 0 after$
 * expect-measured A: ^net_namespace objects 1 at start, 1 after the churn [(][0-9.]+[+][0-9.]+ s[)], 1 after dropping the dcache [(][0-9.]+ s[)]; [1-9][0-9]* unshare [+] [1-9][0-9]* setns; net/dev read [1-9][0-9]* times via netns-[*], [1-9][0-9]* via PID/net; netns-[*] entries 1 before, 1 after$
 */
#include <dirent.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define CHURN	15
#define SETTLE	20
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

/* Shared with the workers: the stop flag and what they got done */
static struct shared {
	int stop;	/* set by the parent: finish the round and exit */
	int unshares, setns, netns_reads, pid_reads;
} *sh;

static void add(int *counter)
{
	__atomic_add_fetch(counter, 1, __ATOMIC_RELAXED);
}

/* Make a namespace with a veth pair, move one end out, let one join. */
static void creator(int id)
{
	char cmd[256];
	int round;

	for (round = 0; !sh->stop; round++) {
		pid_t child = fork(), joiner;

		if (child == 0) {
			if (unshare(CLONE_NEWNET))
				_exit(1);
			add(&sh->unshares);
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
			if (fd >= 0 && setns(fd, CLONE_NEWNET) == 0) {
				add(&sh->setns);
				file_contains_at(AT_FDCWD, "/proc/self/net/dev", "lo");
			}
			_exit(0);
		}
		waitpid(joiner, NULL, 0);
		waitpid(child, NULL, 0);
	}
	_exit(0);
}

/* Every namespace has "lo": a read of net/dev that finds it succeeded */
static void reader(void)
{
	char path[300], buf[64];
	struct dirent *d;

	while (!sh->stop) {
		DIR *dir = opendir("/proc");

		while (dir && (d = readdir(dir))) {
			if (!strncmp(d->d_name, "netns-", 6)) {
				snprintf(path, sizeof(path), "/proc/%s/net/dev", d->d_name);
				if (file_contains_at(AT_FDCWD, path, "lo") == 1)
					add(&sh->netns_reads);
				continue;
			}
			if (d->d_name[0] < '1' || d->d_name[0] > '9')
				continue;
			snprintf(path, sizeof(path), "/proc/%s/net", d->d_name);
			file_contains_at(AT_FDCWD, path, "lo");
			readlink(path, buf, sizeof(buf));
			strcat(path, "/dev");
			if (file_contains_at(AT_FDCWD, path, "lo") == 1)
				add(&sh->pid_reads);
		}
		if (dir)
			closedir(dir);
		file_contains_at(AT_FDCWD, "/proc/self/net/unix", "x");
	}
	_exit(0);
}

/*
 * Destroy one network namespace.  Its cleanup_net() frees the struct nets
 * that earlier rounds left on defer_free_list, and leaves its own there.
 */
static int destroy_one_netns(void)
{
	pid_t child = fork();
	int status;

	if (child == 0)
		_exit(unshare(CLONE_NEWNET) ? 1 : 0);
	return child > 0 && waitpid(child, &status, 0) == child &&
	       WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

/*
 * The net_namespace count once it has not moved for STABLE seconds (and
 * the netns-* entries are back to @entries, unless that is -1), at most
 * SETTLE seconds.  Namespaces die in a workqueue, slowly under TCG and
 * lockdep.
 */
static long settled_count(int entries, double *waited)
{
	long now = -1, prev;
	int i, stable = 0;

	for (i = 0; i < SETTLE * 10; i++) {
		prev = now;
		now = count();
		stable = now == prev ? stable + 1 : 0;
		if (stable >= STABLE * 10 &&
		    (entries < 0 || netns_entries() == entries))
			break;
		usleep(100000);
	}
	*waited = i / 10.0;
	return now;
}

FIXTURE(churn) {};
FIXTURE_SETUP(churn) {}
FIXTURE_TEARDOWN(churn) {}

/* the churn and four settles are past the harness's default 30 s */
TEST_F_TIMEOUT(churn, procfs_pins_no_dead_namespace, CHURN + 4 * SETTLE + 10)
{
	long start, before, after;
	int entries, now_entries, drop_caches, i;
	double t_churn, t_before, t_after;
	pid_t workers[4];

	sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE,
		  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(sh, MAP_FAILED);
	if (count() < 0) {
		measured("%sobjects not readable: no SLUB sysfs or slab_nomerge", SLAB_DIR);
		ASSERT_GE(count(), 0);
	}
	ASSERT_EQ(destroy_one_netns(), 0);
	start = settled_count(-1, &t_churn);
	entries = netns_entries();

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
	sh->stop = 1;	/* no kill in the middle of an ip(8) call */
	for (i = 0; i < 4; i++)
		waitpid(workers[i], NULL, 0);

	/*
	 * Let the churn's namespaces finish dying, then flush
	 * defer_free_list: what is left beyond the start is held by someone.
	 */
	settled_count(entries, &t_churn);
	now_entries = netns_entries();
	ASSERT_EQ(destroy_one_netns(), 0);
	before = settled_count(-1, &t_before);

	/* Whatever cached dentries held is put now and freed by the next */
	drop_caches = open("/proc/sys/vm/drop_caches", O_WRONLY);
	ASSERT_GE(drop_caches, 0);
	ASSERT_EQ(write(drop_caches, "2", 1), 1);
	close(drop_caches);
	ASSERT_EQ(destroy_one_netns(), 0);
	after = settled_count(-1, &t_after);

	measured("net_namespace objects %ld at start, %ld after the churn (%.1f+%.1f s), %ld after dropping the dcache (%.1f s); %d unshare + %d setns; net/dev read %d times via netns-*, %d via PID/net; netns-* entries %d before, %d after",
		 start, before, t_churn, t_before, after, t_after,
		 sh->unshares, sh->setns, sh->netns_reads, sh->pid_reads,
		 entries, now_entries);
	EXPECT_EQ(after, start);	/* procfs leaked no struct net */
	EXPECT_EQ(before, after);	/* and the dcache pinned none */
	EXPECT_EQ(now_entries, entries);
	EXPECT_GT(sh->unshares, 0);
	EXPECT_GT(sh->setns, 0);
	EXPECT_GT(sh->netns_reads + sh->pid_reads, 0);
	if (entries)		/* A: the netns-* paths were read too */
		EXPECT_GT(sh->netns_reads, 0);
}

TEST_HARNESS_MAIN
