// SPDX-License-Identifier: GPL-2.0
/*
 * fault-sweep: fail the allocations a kernel function makes and print
 * what the caller got (make faults, qemu/guest/job-faults.sh).  Only
 * failslab takes part in the sweeps: the series allocates nothing larger
 * than a page, and fail_page_alloc would fail KASAN's stack depot instead.
 *
 *   fault-sweep LABEL OP FUNCTION nth ROUNDS
 *	/proc/thread-self/fail-nth = N fails the Nth allocation with FUNCTION
 *	on the stack (the stacktrace filter, its range from /proc/kallsyms;
 *	kmemleak's own allocations left out); N goes 1, 2, ... until OP runs
 *	with none failed.  ROUNDS such sweeps.
 *   fault-sweep LABEL OP FUNCTION all ROUNDS
 *	fails every allocation under FUNCTION during OP, round after round
 *	until one was failed (a namespace kept each round): for code that
 *	retries a failed allocation another way, which one fail-nth cannot
 *	fail twice.
 *   fault-sweep LABEL netns-create proc_alloc_inum inum ROUNDS
 *	the IDA allocates only for some numbers: take them one at a time
 *	with UTS namespaces, each failing any allocation in proc_alloc_inum(),
 *	until one fails; give the last one back, and create a network
 *	namespace with the same failures (proc_register()'s callers left
 *	out): its own number is the one given back, net/'s the one that needs
 *	memory.
 *
 * For each forced failure
 *
 *   # fault: LABEL n=N site=CALLER<ALLOCATOR@PARENT => 0|ERRNO
 *
 * CALLER being the first frame outside the allocators in the kernel's
 * "forcing a failure" trace (read back from /dev/kmsg), "?" where there
 * was none (a __GFP_NOWARN allocation); for each sweep's end
 * "# fault-done: LABEL n=N => 0|ERRNO", OP with nothing failed.
 *
 *   fault-sweep every N ROUNDS
 *	fails every Nth allocation, slab and page, of a child running all the
 *	OPs ROUNDS times (task-filter), and prints the errnos each OP got.
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
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define LINK_PROC	"/tmp/faults-proc"	/* a net=link instance */
#define MOUNT_POINT	"/tmp/faults-mnt"
#define MAX_N		200
#define MAX_HELD	2048
#define TIMES		"1000000"	/* "times" while failing everything */

static const char * const attrs[] = {
	"/sys/kernel/debug/failslab", "/sys/kernel/debug/fail_page_alloc",
};

static int held[MAX_HELD], nr_held;
static int init_netns = -1, init_uts = -1;	/* to go back to */
#define NETNS_TASKS	20
static pid_t netns_tasks[NETNS_TASKS];
static unsigned long long netns_id;	/* of a live namespace other than ours */

static void die(const char *what)
{
	printf("Bail out! %s: %s\n", what, strerror(errno));
	exit(1);
}

static void write_file(const char *path, const char *val)
{
	int fd = open(path, O_WRONLY);

	if (fd < 0 || write(fd, val, strlen(val)) != (ssize_t)strlen(val))
		die(path);
	close(fd);
}

static void set_attr(const char *name, const char *val)
{
	char path[128];
	unsigned int i;

	for (i = 0; i < sizeof(attrs) / sizeof(attrs[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", attrs[i], name);
		write_file(path, val);
	}
}

static void set_slab_attr(const char *name, const char *val)
{
	char path[128];

	snprintf(path, sizeof(path), "%s/%s", attrs[0], name);
	write_file(path, val);
}

/*
 * The stacktrace filter's range for failslab, WHICH "require" or "reject":
 * FUNCTION to the next symbol's address.  0 if FUNCTION is not there.
 */
static int filter_function(const char *which, const char *func)
{
	unsigned long long start = 0, end = ~0ULL, a;
	char line[512], name[256], path[32], type;
	char val[32];
	FILE *f = fopen("/proc/kallsyms", "r");

	if (!f)
		die("/proc/kallsyms");
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%llx %c %255s", &a, &type, name) == 3 &&
		    !strcmp(name, func) && !start)
			start = a;
	if (!start) {
		fclose(f);
		return 0;
	}
	rewind(f);
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%llx %c %255s", &a, &type, name) == 3 &&
		    a > start && a < end)
			end = a;
	fclose(f);
	snprintf(path, sizeof(path), "%s-end", which);
	snprintf(val, sizeof(val), "%#llx", end);
	set_slab_attr(path, val);
	snprintf(path, sizeof(path), "%s-start", which);
	snprintf(val, sizeof(val), "%#llx", start);
	set_slab_attr(path, val);
	return 1;
}

static void require_function(const char *func)
{
	if (!filter_function("require", func)) {
		printf("Bail out! %s is not in /proc/kallsyms\n", func);
		exit(1);
	}
}

/* kmemleak's metadata for an object fails over to its pool: leave it out */
static void reject_function(const char *func)
{
	if (!func || !filter_function("reject", func)) {
		set_slab_attr("reject-start", "0");
		set_slab_attr("reject-end", "0");
	}
}

static int kmsg = -1;

/* Skip what the kernel logged so far */
static void kmsg_open(void)
{
	kmsg = open("/dev/kmsg", O_RDONLY | O_NONBLOCK);
	if (kmsg < 0 || lseek(kmsg, 0, SEEK_END) < 0)
		die("/dev/kmsg");
}

static int is_allocator(const char *f)
{
	static const char * const prefixes[] = {
		"dump_stack", "should_fail", "fail_dump", "__should_fail",
		"slab_", "kmem_cache_alloc", "__kmem_cache_alloc", "kmalloc",
		"__kmalloc", "kvmalloc", "__kvmalloc", "kvcalloc", "kzalloc",
		"__alloc_pages", "alloc_pages", "__alloc_frozen", "alloc_frozen",
		"prepare_alloc_pages", "new_slab", "allocate_slab", "___slab",
		"__slab", "xas_", "__xas_", "__xa_", "xa_", "ida_", "alloc_inode",
		"new_inode", "iget_locked", "__d_alloc", "d_alloc", "__vmalloc",
		"vmalloc", "__get_vm_area", "alloc_vmap", "kasan_", "__kasan",
		"kmemleak_", "__kmemleak", "proc_alloc_inode",
	};
	unsigned int i;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (!strncmp(f, prefixes[i], strlen(prefixes[i])))
			return 1;
	return 0;
}

/*
 * The sites of the failures the kernel forced since the last call,
 * "CALLER<ALLOCATOR@PARENT" each, joined by commas, or "?" if none was
 * logged: after "FAULT_INJECTION: forcing a failure", the first two
 * frames outside the allocators in its trace.
 */
static void kmsg_sites(char *sites, size_t size)
{
	char rec[1024], last[128] = "?", site[300] = "";
	int state = 0;	/* 1: after the message, 2: in its trace, 3: caller seen */
	ssize_t len;

	sites[0] = 0;
	while ((len = read(kmsg, rec, sizeof(rec) - 1)) > 0 ||
	       (len < 0 && errno == EPIPE)) {
		char *msg, *end, func[128];
		int pos = 0;

		if (len < 0)
			continue;	/* overwritten records */
		rec[len] = 0;
		msg = strchr(rec, ';');
		if (!msg)
			continue;
		msg++;
		end = strchr(msg, '\n');
		if (end)
			*end = 0;
		if (strstr(msg, "FAULT_INJECTION: forcing a failure")) {
			state = 1;
			snprintf(last, sizeof(last), "?");
			continue;
		}
		if (state == 1 && strstr(msg, "Call Trace:"))
			state = 2;
		if (state < 2 || strchr(msg, '?'))	/* ? a stale address */
			continue;
		if (sscanf(msg, " %127[^+ ]%n", func, &pos) != 1 ||
		    strncmp(msg + pos, "+0x", 3))
			continue;
		if (is_allocator(func)) {
			if (state == 3)
				continue;
			snprintf(last, sizeof(last), "%s", func);
			continue;
		}
		if (state == 2) {
			snprintf(site, sizeof(site), "%s<%s", func, last);
			state = 3;
			continue;
		}
		snprintf(site + strlen(site), sizeof(site) - strlen(site), "@%s", func);
		if (!strstr(sites, site) && strlen(sites) + strlen(site) + 2 < size)
			sprintf(sites + strlen(sites), "%s%s", sites[0] ? "," : "", site);
		state = 0;
	}
	if (!sites[0])
		snprintf(sites, size, "?");
}

static int fail_nth_fd = -1;

static void fail_nth_set(unsigned int n)
{
	char buf[16];
	int len = snprintf(buf, sizeof(buf), "%u", n);

	if (pwrite(fail_nth_fd, buf, len, 0) != len)
		die("fail-nth");
}

/* Was the Nth allocation failed?  Clears fail-nth either way. */
static int fail_nth_forced(void)
{
	char buf[16] = "";

	if (pread(fail_nth_fd, buf, sizeof(buf) - 1, 0) < 0)
		die("fail-nth");
	fail_nth_set(0);
	return atoi(buf) == 0;
}

/*
 * A new namespace of @type, kept by an fd so that the next one takes new
 * numbers (and index slots); then back to @back.  0 or an errno.
 */
static int unshare_and_keep(int type, const char *ns, int back)
{
	char path[64];

	if (unshare(type))
		return errno;
	snprintf(path, sizeof(path), "/proc/thread-self/ns/%s", ns);
	if (nr_held < MAX_HELD)
		held[nr_held++] = open(path, O_RDONLY);
	return setns(back, type) ? errno : 0;
}

/* The ops: 0 or an errno */
static int op_netns_create(void)
{
	return unshare_and_keep(CLONE_NEWNET, "net", init_netns);
}

static int op_stat(const char *path)
{
	struct stat st;

	return stat(path, &st) ? errno : 0;
}

static int op_netns_lookup(void)
{
	char path[64];

	snprintf(path, sizeof(path), LINK_PROC "/netns-%llu", netns_id);
	return op_stat(path);
}

static int op_netns_net_lookup(void)
{
	char path[64];

	snprintf(path, sizeof(path), LINK_PROC "/netns-%llu/net", netns_id);
	return op_stat(path);
}

static int op_readdir(void)
{
	char buf[1024];
	struct dirent64 *d;
	long n, off;
	int fd = open(LINK_PROC, O_RDONLY | O_DIRECTORY), err = 0, seen = 0;

	if (fd < 0)
		return errno;
	/*
	 * A small buffer: the listing takes several calls.  getdents64()
	 * returns what a call listed before a failure, and the next call
	 * must list the rest: a listing that ends without error shows every
	 * namespace with a task in it, its own and spawn_netns_tasks()'s.
	 */
	while ((n = syscall(SYS_getdents64, fd, buf, sizeof(buf))) > 0)
		for (off = 0; off < n; off += d->d_reclen) {
			d = (struct dirent64 *)(buf + off);
			seen += !strncmp(d->d_name, "netns-", 6);
		}
	if (n < 0)
		err = errno;
	else if (seen != 1 + NETNS_TASKS)
		err = ENODATA;	/* an entry lost: no errno of the kernel's */
	close(fd);
	return err;
}

static int op_readlink(void)
{
	char buf[128];

	return readlink(LINK_PROC "/self/net", buf, sizeof(buf)) < 0 ? errno : 0;
}

static int op_walk_link(void)
{
	return op_stat(LINK_PROC "/self/net/dev");
}

static int op_mount(const char *options)
{
	if (mount("proc", MOUNT_POINT, "proc", 0, options))
		return errno;
	return umount(MOUNT_POINT) ? errno : 0;
}

static int op_mount_link(void)
{
	return op_mount("net=link");
}

static int op_mount_dir(void)
{
	return op_mount("");
}

static void drop_caches(void)
{
	/* twice: the first pass only clears DCACHE_REFERENCED */
	write_file("/proc/sys/vm/drop_caches", "2");
	write_file("/proc/sys/vm/drop_caches", "2");
}

/*
 * Into a network namespace of its own (the last one dies as it is left):
 * the next walk of the link makes that namespace's /proc/netns-ID and net/
 * dentries and inodes, under ->get_link().
 */
static void fresh_netns(void)
{
	if (setns(init_netns, CLONE_NEWNET) || unshare(CLONE_NEWNET))
		die("a fresh network namespace");
}

static const struct {
	const char *name;
	int (*run)(void);
	void (*before)(void);
} ops[] = {
	{ "netns-create",	op_netns_create },
	{ "netns-lookup",	op_netns_lookup, drop_caches },
	{ "netns-net-lookup",	op_netns_net_lookup, drop_caches },
	{ "readdir",		op_readdir },
	{ "readlink",		op_readlink },
	{ "walk-link",		op_walk_link, fresh_netns },
	{ "reclaimed-inode",	op_walk_link, drop_caches },	/* the walk after reclaim */
	{ "mount-link",		op_mount_link },
	{ "mount-dir",		op_mount_dir },
};
#define NR_OPS (sizeof(ops) / sizeof(ops[0]))

/* Tasks in NETNS_TASKS namespaces: readdir lists them over several calls */
static void spawn_netns_tasks(void)
{
	char path[64], link[64];
	unsigned int i;
	ssize_t n;

	for (i = 0; i < NETNS_TASKS; i++) {
		int p[2];
		char c;

		if (pipe(p))
			die("pipe");
		netns_tasks[i] = fork();
		if (!netns_tasks[i]) {
			close(p[0]);
			/* gone with the sweep, however it ends (die() too) */
			if (prctl(PR_SET_PDEATHSIG, SIGKILL) || getppid() == 1)
				_exit(1);
			if (unshare(CLONE_NEWNET))
				die("unshare");
			close(p[1]);
			pause();
			_exit(0);
		}
		close(p[1]);
		if (read(p[0], &c, 1) < 0)
			die("read");
		close(p[0]);
	}
	/* its ID, the net_cookie, from the link's text "../netns-ID/net" */
	snprintf(path, sizeof(path), LINK_PROC "/%d/net", netns_tasks[0]);
	n = readlink(path, link, sizeof(link) - 1);
	if (n < 0)
		die(path);
	link[n] = '\0';
	if (sscanf(link, "../netns-%llu/net", &netns_id) != 1)
		die(link);
}

static void kill_netns_tasks(void)
{
	unsigned int i;

	for (i = 0; i < NETNS_TASKS; i++)
		if (netns_tasks[i] > 0) {
			kill(netns_tasks[i], SIGKILL);
			waitpid(netns_tasks[i], NULL, 0);
		}
}

static const char *label;

static void report(const char *what, const char *n, const char *site, int err)
{
	printf("# %s: %s n=%s%s%s => %s\n", what, label, n, site ? " site=" : "",
	       site ? site : "", err ? strerrorname_np(err) : "0");
	fflush(stdout);
}

/* fail-nth: the Nth allocation under the function, N = 1, 2, ... */
static int sweep_nth(unsigned int op, unsigned int rounds)
{
	char sites[512], n_str[16];
	unsigned int round, n;
	int err = 0;

	for (round = 0; round < rounds; round++) {
		for (n = 1; n <= MAX_N; n++) {
			if (ops[op].before)
				ops[op].before();
			kmsg_sites(sites, sizeof(sites));	/* skip older records */
			fail_nth_set(n);
			err = ops[op].run();
			if (!fail_nth_forced())
				break;
			kmsg_sites(sites, sizeof(sites));
			snprintf(n_str, sizeof(n_str), "%u", n);
			report("fault", n_str, sites, err);
		}
		snprintf(n_str, sizeof(n_str), "%u", n);
		report("fault-done", n_str, NULL, err);
		if (n > MAX_N)
			return 1;
	}
	return 0;
}

/* OP with every allocation under the function failed: how many were */
static int run_failing(unsigned int op, int *err)
{
	char val[16] = "";
	int fd;

	if (ops[op].before)
		ops[op].before();
	write_file("/proc/self/make-it-fail", "1");
	*err = ops[op].run();
	write_file("/proc/self/make-it-fail", "0");
	fd = open("/sys/kernel/debug/failslab/times", O_RDONLY);
	if (fd < 0 || read(fd, val, sizeof(val) - 1) < 0)
		die("failslab/times");
	close(fd);
	set_slab_attr("times", TIMES);
	return atoi(TIMES) - atoi(val);
}

static void failing_on(void)
{
	set_slab_attr("times", TIMES);
	set_slab_attr("task-filter", "Y");
	set_slab_attr("probability", "100");
}

static void failing_off(void)
{
	set_slab_attr("probability", "0");
	set_slab_attr("task-filter", "N");
	set_slab_attr("times", "1");
}

/* all: rounds of OP with everything under the function failing, until one fails */
static int sweep_all(unsigned int op, unsigned int rounds)
{
	char sites[512];
	unsigned int round;
	int err = 0, forced = 0;

	failing_on();
	for (round = 0; round < rounds && !forced; round++) {
		kmsg_sites(sites, sizeof(sites));
		forced = run_failing(op, &err);
		if (forced) {
			kmsg_sites(sites, sizeof(sites));
			report("fault", "all", sites, err);
		}
	}
	failing_off();
	err = ops[op].run();
	report("fault-done", "all", NULL, err);
	return 0;
}

/*
 * inum: numbers one at a time (UTS namespaces) until one needs memory,
 * that one given back, then a network namespace: net/'s number needs it.
 */
static int sweep_inum(unsigned int op, unsigned int rounds)
{
	unsigned int round;
	char sites[512];
	int err = 0;

	failing_on();
	for (round = 0; round < rounds; round++) {
		kmsg_sites(sites, sizeof(sites));
		reject_function("__create_object");
		write_file("/proc/self/make-it-fail", "1");
		err = unshare_and_keep(CLONE_NEWUTS, "uts", init_uts);
		write_file("/proc/self/make-it-fail", "0");
		if (!err)
			continue;
		kmsg_sites(sites, sizeof(sites));
		report("fault", "probe", sites, err);
		if (err != ENOMEM || !nr_held)
			break;
		close(held[--nr_held]);	/* one number back, below the one that needs memory */
		reject_function("proc_register");
		if (run_failing(op, &err)) {
			kmsg_sites(sites, sizeof(sites));
			report("fault", "all", sites, err);
		}
		break;
	}
	failing_off();
	err = ops[op].run();
	report("fault-done", "all", NULL, err);
	return round == rounds;
}

/* every N: a child with make-it-fail runs every op; errnos in shared memory */
static int every(unsigned int interval, unsigned int rounds)
{
	int (*count)[134] = mmap(NULL, NR_OPS * sizeof(*count),
				 PROT_READ | PROT_WRITE,
				 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	unsigned int op, e;
	char val[16];
	pid_t pid;
	int status;

	if (count == MAP_FAILED)
		die("mmap");
	memset(count, 0, NR_OPS * sizeof(*count));	/* no page fault in the child */
	snprintf(val, sizeof(val), "%u", interval);
	set_attr("interval", val);
	set_attr("task-filter", "Y");
	set_attr("times", "-1");
	set_attr("probability", "100");
	pid = fork();
	if (!pid) {
		unsigned int r;

		/* no output from here on: write() would fail too */
		write_file("/proc/self/make-it-fail", "1");
		for (r = 0; r < rounds; r++)
			for (op = 0; op < NR_OPS; op++) {
				e = ops[op].run();
				count[op][e < 134 ? e : 133]++;
			}
		_exit(0);
	}
	waitpid(pid, &status, 0);
	set_attr("probability", "0");
	set_attr("times", "1");
	set_attr("task-filter", "N");
	for (op = 0; op < NR_OPS; op++) {
		printf("# fault-every: %s n=%u =>", ops[op].name, interval);
		for (e = 0; e < 134; e++)
			if (count[op][e])
				printf(" %s %d", e ? strerrorname_np(e) : "0",
				       count[op][e]);
		printf("\n");
	}
	printf("# fault-every-exit: n=%u => %s\n", interval,
	       WIFEXITED(status) ? "exit" : "signal");
	return !WIFEXITED(status);
}

int main(int argc, char **argv)
{
	struct rlimit fds = { MAX_HELD + 64, MAX_HELD + 64 };
	unsigned int op;
	int ret = 2;

	if (argc < 4 || (strcmp(argv[1], "every") && argc < 6)) {
		fprintf(stderr, "usage: fault-sweep LABEL OP FUNCTION nth|all|inum ROUNDS | every N ROUNDS\n");
		return 2;
	}
	setrlimit(RLIMIT_NOFILE, &fds);
	mkdir(LINK_PROC, 0755);
	mkdir(MOUNT_POINT, 0755);
	if (mount("proc", LINK_PROC, "proc", 0, "net=link"))
		die("mount " LINK_PROC " with net=link");
	fail_nth_fd = open("/proc/thread-self/fail-nth", O_RDWR);
	if (fail_nth_fd < 0)
		die("/proc/thread-self/fail-nth");
	kmsg_open();
	set_attr("ignore-gfp-wait", "N");
	set_attr("verbose", "2");
	set_attr("verbose_ratelimit_interval_ms", "0");
	/* order-0 pages too; user pages (highmem) stay out */
	write_file("/sys/kernel/debug/fail_page_alloc/min-order", "0");
	init_netns = open("/proc/self/ns/net", O_RDONLY);
	init_uts = open("/proc/self/ns/uts", O_RDONLY);
	if (init_netns < 0 || init_uts < 0)
		die("/proc/self/ns");
	spawn_netns_tasks();

	if (!strcmp(argv[1], "every")) {
		set_attr("verbose", "0");
		set_attr("require-start", "0");
		set_attr("require-end", "0xffffffffffffffff");
		reject_function(NULL);
		ret = every(atoi(argv[2]), atoi(argv[3]));
	} else {
		label = argv[1];
		/* fail_page_alloc out: an empty range nothing is in */
		write_file("/sys/kernel/debug/fail_page_alloc/require-start", "1");
		write_file("/sys/kernel/debug/fail_page_alloc/require-end", "1");
		require_function(argv[3]);
		reject_function("__create_object");
		for (op = 0; op < NR_OPS; op++) {
			if (strcmp(argv[2], ops[op].name))
				continue;
			if (!strcmp(argv[4], "nth"))
				ret = sweep_nth(op, atoi(argv[5]));
			else if (!strcmp(argv[4], "all"))
				ret = sweep_all(op, atoi(argv[5]));
			else if (!strcmp(argv[4], "inum"))
				ret = sweep_inum(op, atoi(argv[5]));
		}
		if (ret == 2)
			printf("Bail out! no op %s or mode %s\n", argv[2], argv[4]);
	}
	set_attr("require-start", "0");
	set_attr("require-end", "0xffffffffffffffff");
	reject_function(NULL);
	if (setns(init_netns, CLONE_NEWNET))
		die("setns back");
	kill_netns_tasks();
	while (nr_held)
		close(held[--nr_held]);
	umount(LINK_PROC);
	return ret;
}
