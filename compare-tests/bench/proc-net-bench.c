// SPDX-License-Identifier: GPL-2.0
/*
 * Cost of walking /proc/PID/net, measured in the guest.  Three modes:
 *
 *	proc-net-bench ops BUDGET_NS
 *		# bench: OPERATION|CPUS|NS_PER_OP|ITERATIONS
 *	proc-net-bench tasks|netns BUDGET_NS N...
 *		# scale: tasks|netns|N|OPERATION|NS_PER_OP|ITERATIONS
 *	proc-net-bench allocs
 *		# allocs: OPERATION|CACHE|PER_1000_OPS
 *
 * ops: path walks (stat, open+read+close, readlink) under /proc/self/net,
 * /proc/PID/net, /proc/thread-self/net and, where it exists,
 * /proc/netns-ID/net, /proc/version, and the same on /proc/self/stat and a
 * tmpfs file: the floors, which run the same code on every kernel.  CPUS processes run
 * the operation at once.
 *
 * tasks: one process grows to N threads (a container with many threads);
 * netns: N network namespaces besides the initial one, each held by one
 * sleeping process.  At each N: readdir of /proc, stat of self/net/dev
 * and OTHER/net/dev (OTHER: a process in another namespace), stat of a
 * /proc/netns-ID that names no namespace, and, as an unprivileged caller
 * on a hidepid=invisible mount, stat of a netns-ID that exists but is
 * not visible and of self/net/dev; last, readdir of /proc while an
 * unprivileged process loops on stat of the missing name.  A limit that
 * stops a curve (fork, clone or unshare failing) is printed as
 * "# limit: ..." and ends that curve.
 *
 * Each measurement starts after 0.2 s idle, so that the RCU callbacks that
 * earlier ones queued (B frees an inode and a dentry per walk) are not
 * charged to it, then runs batches of 1, 2, 4, ... operations until
 * BUDGET_NS of the guest's CLOCK_MONOTONIC have passed; under QEMU -icount
 * that clock counts instructions.  An operation that does not give its expected
 * result (success, or ENOENT for the names that must not resolve) is an
 * error: the program exits 1.  It reports; it never judges.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../proc-options.h"

#define HIDEPID "/tmp/proc-hidepid"
/* a floor outside procfs: a tmpfs file of /proc/version's size */
#define FLOOR_FILE "/tmp/bench-floor"
/* No namespace: IDs are net_cookies, counted up from 1, never to U64_MAX */
#define MISSING "/proc/netns-18446744073709551615"
#define QUIESCE_US 200000

enum kind { STAT, OPEN_READ, READLINK, READDIR };

struct op {
	const char *name;
	enum kind kind;
	int expect;	/* 0, or the errno the operation must fail with */
	int unpriv;	/* run as nobody */
	int beside;	/* with an unprivileged stat-miss loop running */
	char path[96];
};

static struct op ops[16];
static int nops;
static pid_t *sleepers;
static int nsleepers;

static void die(const char *what)
{
	printf("# error: %s: %s\n", what, strerror(errno));
	exit(1);
}

/* Is /proc mounted with net=link (the layout with /proc/netns-ID)? */
static int net_link(void)
{
	return strstr(proc_options(""), "net=link") != NULL;
}

/*
 * What must fail is always measured.  What must work is measured where
 * the layout has it: everywhere, or (@link) exactly where /proc is
 * net=link (netns-ID, and self/net as a symlink).  Anything else is an
 * error, not a row that quietly goes missing from one boot's table.
 */
static void add(const char *name, enum kind kind, int expect, int unpriv, int link,
		const char *fmt, unsigned long arg)
{
	struct op *op = &ops[nops];
	struct stat st;
	int exists;

	*op = (struct op){ .name = name, .kind = kind, .expect = expect, .unpriv = unpriv };
	snprintf(op->path, sizeof(op->path), fmt, arg);
	if (expect) {
		nops++;
		return;
	}
	exists = kind == READLINK ? lstat(op->path, &st) == 0 && S_ISLNK(st.st_mode)
				  : stat(op->path, &st) == 0;
	if (exists != (!link || net_link())) {
		printf("# error: %s (%s): %s on this layout\n", name, op->path,
		       exists ? "exists, but must not" : "missing");
		exit(1);
	}
	nops += exists;
}

static int write_floor_file(const char *path)
{
	char text[256];
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	int len = snprintf(text, sizeof(text), "%0*d\n", 150, 0);

	if (fd < 0 || write(fd, text, len) != len) {
		perror(path);
		return -1;
	}
	return close(fd);
}

/* 0 if the operation gave its expected result */
static int run_once(const struct op *op)
{
	static char buf[65536];
	int fd, ret = 0;
	struct stat st;
	DIR *dir;

	errno = 0;
	switch (op->kind) {
	case STAT:
		ret = stat(op->path, &st);
		break;
	case OPEN_READ:
		fd = open(op->path, O_RDONLY);
		if (fd < 0)
			return op->expect ? errno != op->expect : -1;
		while ((ret = read(fd, buf, sizeof(buf))) > 0)
			;
		close(fd);
		break;
	case READLINK:
		ret = readlink(op->path, buf, sizeof(buf)) < 0;
		break;
	case READDIR:
		dir = opendir(op->path);
		if (!dir)
			return op->expect ? errno != op->expect : -1;
		errno = 0;
		while (readdir(dir))
			;
		ret = errno ? -1 : 0;
		closedir(dir);
		break;
	}
	return op->expect ? !(ret && errno == op->expect) : ret != 0;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static void drop_privileges(void)
{
	if (setgroups(0, NULL) || setresgid(65534, 65534, 65534) ||
	    setresuid(65534, 65534, 65534))
		die("setresuid");
}

static pid_t stat_miss_loop(void)
{
	struct op miss = { .kind = STAT, .expect = ENOENT, .path = MISSING };
	pid_t pid = fork();

	if (pid < 0)
		die("fork");
	if (pid == 0) {
		drop_privileges();
		for (;;)
			run_once(&miss);
	}
	return pid;
}

struct result {
	double ns;
	long iterations;
	int failed;
};

/* Batches of 1, 2, 4, ... until @budget ns have passed. */
static void timed(const struct op *op, double budget, struct result *r)
{
	double start, elapsed = 0;
	long batch, i, n = 0;

	if (op->unpriv)
		drop_privileges();
	if (run_once(op))	/* warm the dcache */
		r->failed = 1;
	/*
	 * Let the RCU callbacks (inode and dentry frees) that earlier
	 * measurements queued run now, idle, not in this one's window.
	 */
	usleep(QUIESCE_US);
	start = now();
	for (batch = 1; elapsed < budget && !r->failed; batch *= 2) {
		for (i = 0; i < batch; i++)
			r->failed |= run_once(op);
		n += batch;
		elapsed = now() - start;
	}
	r->ns = elapsed / n;
	r->iterations = n;
}

/* Nanoseconds per operation, @cpus processes running it at once. */
static struct result measure(const struct op *op, double budget, int cpus)
{
	struct result *r = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
				MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	struct result sum = { 0 };
	pid_t pid[2], loop = 0;
	int c, status;

	if (r == MAP_FAILED)
		die("mmap");
	memset(r, 0, 4096);
	if (op->beside)
		loop = stat_miss_loop();
	for (c = 0; c < cpus; c++) {
		pid[c] = fork();
		if (pid[c] < 0)
			die("fork");
		if (pid[c] == 0) {
			timed(op, budget, &r[c]);
			_exit(0);
		}
	}
	for (c = 0; c < cpus; c++) {
		if (waitpid(pid[c], &status, 0) != pid[c] || status)
			r[c].failed = 1;
		sum.ns += r[c].ns / cpus;
		sum.iterations += r[c].iterations;
		sum.failed |= r[c].failed;
	}
	if (loop) {
		kill(loop, SIGKILL);
		waitpid(loop, NULL, 0);
	}
	munmap(r, 4096);
	if (sum.failed) {
		printf("# error: %s (%s): not the expected result (%s)\n", op->name,
		       op->path, op->expect ? "ENOENT" : "success");
		exit(1);
	}
	return sum;
}

/* Grow to @n sleeping processes, each in a network namespace of its own. */
static int namespaces(int n)
{
	static int max;

	if (n > max) {
		sleepers = realloc(sleepers, n * sizeof(*sleepers));
		if (!sleepers)
			die("realloc");
		max = n;
	}
	while (nsleepers < n) {
		int ready[2];
		char c = 0;

		if (pipe(ready))
			die("pipe");
		sleepers[nsleepers] = fork();
		if (sleepers[nsleepers] < 0) {
			printf("# limit: netns %d: fork: %s\n", n, strerror(errno));
			return -1;
		}
		if (sleepers[nsleepers] == 0) {
			c = unshare(CLONE_NEWNET) ? errno : 0;
			write(ready[1], &c, 1);
			while (!c)
				pause();
			_exit(1);
		}
		if (read(ready[0], &c, 1) != 1 || c) {
			printf("# limit: netns %d: unshare: %s\n", n, strerror(c ? c : EIO));
			waitpid(sleepers[nsleepers], NULL, 0);
			close(ready[0]);
			close(ready[1]);
			return -1;
		}
		close(ready[0]);
		close(ready[1]);
		nsleepers++;
	}
	return 0;
}

static void *sleeper_thread(void *arg)
{
	for (;;)
		pause();
	return arg;
}

/* A process that grows to the number of threads read from @cmd. */
static void thread_holder(int cmd, int ack)
{
	pthread_attr_t attr;
	pthread_t t;
	int threads = 1, want;
	char err;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, PTHREAD_STACK_MIN);
	while (read(cmd, &want, sizeof(want)) == sizeof(want)) {
		err = 0;
		while (threads < want && !err) {
			err = pthread_create(&t, &attr, sleeper_thread, NULL);
			threads += !err;
		}
		write(ack, &err, 1);
	}
	_exit(0);
}

static void meminfo(const char *var, int n, double took)
{
	char line[128];
	long avail = -1;
	FILE *f = fopen("/proc/meminfo", "r");

	while (f && fgets(line, sizeof(line), f))
		sscanf(line, "MemAvailable: %ld kB", &avail);
	if (f)
		fclose(f);
	printf("# setup: %s|%d|%.0f|%ld\n", var, n, took, avail / 1024);
}

/* What a readdir of @path lists: the readdir goal is per listed entry */
static long count_entries(const char *path)
{
	DIR *dir = opendir(path);
	long n = 0;

	if (!dir)
		die(path);
	while (readdir(dir))
		n++;
	closedir(dir);
	return n;
}

static void scale_ops(unsigned long other_id, pid_t other_pid)
{
	nops = 0;
	add("readdir /proc", READDIR, 0, 0, 0, "/proc", 0);
	add("stat self/net/dev", STAT, 0, 0, 0, "/proc/self/net/dev", 0);
	add("stat OTHER/net/dev", STAT, 0, 0, 0, "/proc/%lu/net/dev", other_pid);
	add("stat missing netns-ID", STAT, ENOENT, 0, 0, MISSING, 0);
	add("stat invisible netns-ID (hidepid, nobody)", STAT, ENOENT, 1, 0, HIDEPID "/netns-%lu", other_id);
	add("stat self/net/dev (hidepid, nobody)", STAT, 0, 1, 0, HIDEPID "/self/net/dev", 0);
	add("readdir /proc beside a stat-miss loop", READDIR, 0, 0, 0, "/proc", 0);
	ops[nops - 1].beside = 1;
}

#ifndef SO_NETNS_COOKIE
#define SO_NETNS_COOKIE 71
#endif

/* @pid's network namespace's ID, its net_cookie: read in a child that setns()es */
static unsigned long netns_id(pid_t pid)
{
	unsigned long long cookie = 0;
	socklen_t len = sizeof(cookie);
	char path[64];
	int nsfd, fds[2], sock;
	pid_t child;

	snprintf(path, sizeof(path), "/proc/%d/ns/net", pid);
	nsfd = open(path, O_RDONLY | O_CLOEXEC);
	if (nsfd < 0 || pipe(fds))
		die(path);
	child = fork();
	if (child == 0) {
		if (setns(nsfd, CLONE_NEWNET))
			_exit(1);
		sock = socket(AF_UNIX, SOCK_DGRAM, 0);
		if (sock < 0 || getsockopt(sock, SOL_SOCKET, SO_NETNS_COOKIE,
					   &cookie, &len))
			_exit(1);
		_exit(write(fds[1], &cookie, sizeof(cookie)) != sizeof(cookie));
	}
	close(fds[1]);
	close(nsfd);
	if (child < 0 || read(fds[0], &cookie, sizeof(cookie)) != sizeof(cookie))
		die("SO_NETNS_COOKIE");
	close(fds[0]);
	waitpid(child, NULL, 0);
	return cookie;
}

static int scale(const char *var, double budget, int argc, char **argv)
{
	int cmd[2], ack[2], i, a, n;
	pid_t holder = 0;
	double start;
	char err;

	if (mkdir(HIDEPID, 0755) && errno != EEXIST)
		die("mkdir " HIDEPID);
	if (mount("proc", HIDEPID, "proc", 0, proc_options("hidepid=invisible")))
		die("mount hidepid=invisible");
	if (namespaces(1))
		return 1;
	scale_ops(netns_id(sleepers[0]), sleepers[0]);

	if (!strcmp(var, "tasks")) {
		if (pipe(cmd) || pipe(ack))
			die("pipe");
		holder = fork();
		if (holder < 0)
			die("fork");
		if (holder == 0)
			thread_holder(cmd[0], ack[1]);
	}
	for (a = 0; a < argc; a++) {
		n = atoi(argv[a]);
		start = now();
		if (holder) {
			if (write(cmd[1], &n, sizeof(n)) != sizeof(n) ||
			    read(ack[0], &err, 1) != 1)
				die("thread holder");
			if (err) {
				printf("# limit: tasks %d: pthread_create: %s\n", n, strerror(err));
				break;
			}
		} else if (namespaces(n)) {
			break;
		}
		meminfo(var, n, now() - start);
		printf("# entries: %s|%d|readdir /proc|%ld\n", var, n,
		       count_entries("/proc"));
		for (i = 0; i < nops; i++) {
			struct result r = measure(&ops[i], budget, 1);

			printf("# scale: %s|%d|%s|%.0f|%ld\n", var, n, ops[i].name,
			       r.ns, r.iterations);
			fflush(stdout);
		}
	}
	if (holder)
		kill(holder, SIGKILL);
	return 0;
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
		if (!f || fscanf(f, "%lu", &n) != 1)
			die(path);
		total += n;
		fclose(f);
	}
	return total;
}

/* Allocations of 1000 repeated operations, after one that warms up. */
static void allocs(const struct op *op)
{
	const char *caches[] = { "dentry", "proc_inode_cache" };
	unsigned long before[2];
	int go[2], done[2], c, i, status, failed = 0;
	pid_t pid;
	char x = 0;

	for (c = 0; c < 2; c++)
		slab_allocs(caches[c]);	/* its own sysfs dentries exist now */
	if (pipe(go) || pipe(done))
		die("pipe");
	pid = fork();
	if (pid < 0)
		die("fork");
	if (pid == 0) {
		if (op->unpriv)
			drop_privileges();
		failed = run_once(op);
		write(done[1], &x, 1);
		read(go[0], &x, 1);
		for (i = 0; i < 1000; i++)
			failed |= run_once(op);
		_exit(failed);
	}
	if (read(done[0], &x, 1) != 1)
		die("allocs child");
	for (c = 0; c < 2; c++)
		before[c] = slab_allocs(caches[c]);
	write(go[1], &x, 1);
	if (waitpid(pid, &status, 0) != pid || status) {
		printf("# error: %s (%s): not the expected result\n", op->name, op->path);
		exit(1);
	}
	for (c = 0; c < 2; c++)
		printf("# allocs: %s|%s|%lu\n", op->name, caches[c],
		       slab_allocs(caches[c]) - before[c]);
	close(go[0]), close(go[1]), close(done[0]), close(done[1]);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "ops";
	double budget = argc > 2 ? atof(argv[2]) : 2e7;
	unsigned long id, other_id;
	pid_t other_pid;
	int i, ret = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (!strcmp(mode, "tasks") || !strcmp(mode, "netns")) {
		ret = scale(mode, budget, argc - 3, argv + 3);
		goto out;
	}
	id = netns_id(getpid());
	if (namespaces(1))
		return 1;
	other_pid = sleepers[0];
	other_id = netns_id(other_pid);

	add("stat self/net/dev", STAT, 0, 0, 0, "/proc/self/net/dev", 0);
	add("stat self/net/stat", STAT, 0, 0, 0, "/proc/self/net/stat", 0);
	add("open+read self/net/dev", OPEN_READ, 0, 0, 0, "/proc/self/net/dev", 0);
	add("readlink self/net", READLINK, 0, 0, 1, "/proc/self/net", 0);
	add("stat 1/net/dev", STAT, 0, 0, 0, "/proc/1/net/dev", 0);
	add("stat thread-self/net/dev", STAT, 0, 0, 0, "/proc/thread-self/net/dev", 0);
	add("stat netns-ID/net/dev", STAT, 0, 0, 1, "/proc/netns-%lu/net/dev", id);
	add("stat OTHER/net/dev", STAT, 0, 0, 0, "/proc/%lu/net/dev", other_pid);
	add("stat other netns-ID/net/dev", STAT, 0, 0, 1, "/proc/netns-%lu/net/dev", other_id);
	add("stat self/stat (floor)", STAT, 0, 0, 0, "/proc/self/stat", 0);
	/* not a floor: patch 1 keeps this walk in RCU-walk on A */
	add("open+read version", OPEN_READ, 0, 0, 0, "/proc/version", 0);
	if (write_floor_file(FLOOR_FILE))
		return 1;
	add("open+read tmpfs file (floor)", OPEN_READ, 0, 0, 0, FLOOR_FILE, 0);
	add("readdir /proc", READDIR, 0, 0, 0, "/proc", 0);

	for (i = 0; i < nops; i++) {
		if (!strcmp(mode, "allocs")) {
			allocs(&ops[i]);
			continue;
		}
		for (int cpus = 1; cpus <= 2; cpus++) {
			struct result r = measure(&ops[i], budget, cpus);

			printf("# bench: %s|%d|%.0f|%ld\n", ops[i].name, cpus,
			       r.ns, r.iterations);
		}
	}
out:
	for (i = 0; i < nsleepers; i++)
		kill(sleepers[i], SIGKILL);
	while (wait(NULL) > 0)
		;
	return ret;
}
