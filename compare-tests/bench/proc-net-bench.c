// SPDX-License-Identifier: GPL-2.0
/*
 * Cost of walking /proc/PID/net, measured in the guest.  Prints one line
 * per measurement:
 *
 *	# bench: OPERATION NAMESPACES CPUS NS_PER_OP
 *
 * or, with -a, allocations per 1000 operations from SLUB_STATS:
 *
 *	# allocs: OPERATION CACHE PER_1000_OPS
 *
 * OPERATION is a path walk (stat, open+read+close or readlink of a path
 * under /proc/self/net, /proc/PID/net, /proc/thread-self/net and, where it
 * exists, /proc/netns-ID/net), the same on /proc/self/stat and
 * /proc/version as the floor, and readdir of /proc.  NAMESPACES is how many
 * network namespaces exist, each holding one sleeping task; CPUS how many
 * processes run the same operation at once.  It reports; it never judges.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum kind { STAT, OPEN_READ, READLINK, READDIR };

struct op {
	const char *name;
	enum kind kind;
	char path[96];
};

static struct op ops[16];
static int nops;
static pid_t sleepers[1000], other_pid;
static int nsleepers;

static void add(const char *name, enum kind kind, const char *fmt, unsigned long arg)
{
	struct stat st;

	ops[nops].name = name;
	ops[nops].kind = kind;
	snprintf(ops[nops].path, sizeof(ops[nops].path), fmt, arg);
	/* only what exists on this kernel */
	if (kind == READLINK ? lstat(ops[nops].path, &st) == 0 && S_ISLNK(st.st_mode)
			     : stat(ops[nops].path, &st) == 0)
		nops++;
}

static int run_once(const struct op *op)
{
	static char buf[65536];
	int fd, ret = 0;
	struct stat st;
	DIR *dir;

	switch (op->kind) {
	case STAT:
		return stat(op->path, &st);
	case OPEN_READ:
		fd = open(op->path, O_RDONLY);
		if (fd < 0)
			return -1;
		while ((ret = read(fd, buf, sizeof(buf))) > 0)
			;
		close(fd);
		return ret;
	case READLINK:
		return readlink(op->path, buf, sizeof(buf)) < 0;
	case READDIR:
		dir = opendir(op->path);
		if (!dir)
			return -1;
		while (readdir(dir))
			;
		closedir(dir);
		return 0;
	}
	return -1;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Nanoseconds per operation, with @cpus processes running it at once. */
static double measure(const struct op *op, int iterations, int cpus)
{
	double *result = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pid_t pid[2];
	double sum = 0;
	int c, i;

	for (i = 0; i < iterations / 10; i++)	/* warm the dcache */
		run_once(op);
	for (c = 0; c < cpus; c++) {
		pid[c] = fork();
		if (pid[c] == 0) {
			double start = now();

			for (i = 0; i < iterations; i++)
				run_once(op);
			result[c] = (now() - start) / iterations;
			_exit(0);
		}
	}
	for (c = 0; c < cpus; c++)	/* not the namespace holders */
		waitpid(pid[c], NULL, 0);
	for (c = 0; c < cpus; c++)
		sum += result[c];
	munmap(result, 4096);
	return sum / cpus;
}

/* Grow to @n network namespaces, each held by one sleeping task. */
static void namespaces(int n)
{
	while (nsleepers + 1 < n) {
		int ready[2];
		char c;

		if (pipe(ready))
			exit(1);
		sleepers[nsleepers] = fork();
		if (sleepers[nsleepers] == 0) {
			if (unshare(CLONE_NEWNET))
				_exit(1);
			write(ready[1], "x", 1);
			pause();
			_exit(0);
		}
		if (read(ready[0], &c, 1) != 1)
			exit(1);
		close(ready[0]);
		close(ready[1]);
		nsleepers++;
	}
}

static unsigned long slab_allocs(const char *cache)
{
	unsigned long total = 0, n;
	const char *stat[] = { "alloc_fastpath", "alloc_slowpath" };
	char path[128];
	FILE *f;
	int i;

	for (i = 0; i < 2; i++) {
		snprintf(path, sizeof(path), "/sys/kernel/slab/%s/%s", cache, stat[i]);
		f = fopen(path, "r");
		if (f && fscanf(f, "%lu", &n) == 1)
			total += n;
		if (f)
			fclose(f);
	}
	return total;
}

int main(int argc, char **argv)
{
	int allocs = argc > 1 && !strcmp(argv[1], "-a");
	int iterations = argc > 2 ? atoi(argv[2]) : 20000;
	int scales[] = { 1, 100, 1000 }, s, i;
	struct stat st;
	unsigned long id;

	if (stat("/proc/self/ns/net", &st))
		return 1;
	id = st.st_ino;
	namespaces(2);
	other_pid = sleepers[0];

	add("stat self/net/dev", STAT, "/proc/self/net/dev", 0);
	add("stat self/net/stat", STAT, "/proc/self/net/stat", 0);
	add("open+read self/net/dev", OPEN_READ, "/proc/self/net/dev", 0);
	add("readlink self/net", READLINK, "/proc/self/net", 0);
	add("stat 1/net/dev", STAT, "/proc/1/net/dev", 0);
	add("stat thread-self/net/dev", STAT, "/proc/thread-self/net/dev", 0);
	add("stat netns-ID/net/dev", STAT, "/proc/netns-%lu/net/dev", id);
	add("stat OTHER/net/dev", STAT, "/proc/%lu/net/dev", other_pid);
	add("stat self/stat (floor)", STAT, "/proc/self/stat", 0);
	add("open+read version (floor)", OPEN_READ, "/proc/version", 0);
	add("readdir /proc", READDIR, "/proc", 0);

	if (allocs) {
		const char *caches[] = { "dentry", "proc_inode_cache" };

		for (i = 0; i < nops; i++) {
			unsigned long before[2], c;

			run_once(&ops[i]);
			for (c = 0; c < 2; c++)
				before[c] = slab_allocs(caches[c]);
			for (s = 0; s < 1000; s++)
				run_once(&ops[i]);
			for (c = 0; c < 2; c++)
				printf("# allocs: %s|%s|%lu\n", ops[i].name, caches[c],
				       slab_allocs(caches[c]) - before[c]);
		}
		goto out;
	}

	for (i = 0; i < nops; i++) {
		printf("# bench: %s|1|1|%.0f\n", ops[i].name, measure(&ops[i], iterations, 1));
		printf("# bench: %s|1|2|%.0f\n", ops[i].name, measure(&ops[i], iterations, 2));
		fflush(stdout);
	}
	/* What grows with the number of namespaces */
	for (s = 1; s < 3; s++) {
		namespaces(scales[s]);
		for (i = 0; i < nops; i++) {
			if (strcmp(ops[i].name, "readdir /proc") &&
			    strcmp(ops[i].name, "stat OTHER/net/dev") &&
			    strcmp(ops[i].name, "stat self/net/dev"))
				continue;
			printf("# bench: %s|%d|1|%.0f\n", ops[i].name, scales[s],
			       measure(&ops[i], ops[i].kind == READDIR ? iterations / 100 : iterations, 1));
			fflush(stdout);
		}
	}
out:
	for (i = 0; i < nsleepers; i++)
		kill(sleepers[i], SIGKILL);
	while (wait(NULL) > 0)
		;
	return 0;
}
