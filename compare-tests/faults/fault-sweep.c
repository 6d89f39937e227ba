// SPDX-License-Identifier: GPL-2.0
/*
 * fault-sweep: fail each allocation a kernel function makes, one at a
 * time, and print what the caller got (make faults, qemu/guest/job-faults.sh).
 *
 *   fault-sweep OP FUNCTION [ROUNDS]
 *
 * failslab and fail_page_alloc count, through the stacktrace filter, only
 * allocations with FUNCTION on the stack (its range from /proc/kallsyms);
 * /proc/thread-self/fail-nth = N fails the Nth of them during OP.  N goes
 * 1, 2, ... until OP runs with no allocation failed; ROUNDS such sweeps
 * (namespace creation keeps each namespace, so that later rounds need new
 * index nodes and inode numbers).  For each forced failure it prints
 *
 *   # fault: OP n=N site=CALLER<ALLOCATOR => 0|ERRNO
 *
 * CALLER<ALLOCATOR being the first frame outside the allocators in the
 * kernel's "forcing a failure" stack trace (read back from /dev/kmsg), and
 * for the sweep's end "# fault-done: OP n=N => 0|ERRNO".
 *
 *   fault-sweep every N
 *
 * fails every Nth allocation of a child running all the OPs ROUNDS times
 * (task-filter), and prints the errnos each OP got.
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
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define LINK_PROC	"/tmp/faults-proc"	/* a net=link instance */
#define MOUNT_POINT	"/tmp/faults-mnt"
#define MAX_N		200
#define MAX_HELD	256

static const char * const attrs[] = {
	"/sys/kernel/debug/failslab", "/sys/kernel/debug/fail_page_alloc",
};

static int held[MAX_HELD], nr_held;
static int init_netns = -1;	/* to go back to */
static pid_t netns_tasks[32];
static unsigned int netns_id;	/* of a live namespace other than ours */

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

/* The stacktrace filter's range: FUNCTION to the next symbol's address */
static void require_function(const char *func)
{
	unsigned long long start = 0, end = ~0ULL, a;
	char line[512], name[256], type;
	char val[32];
	FILE *f = fopen("/proc/kallsyms", "r");

	if (!f)
		die("/proc/kallsyms");
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%llx %c %255s", &a, &type, name) == 3 &&
		    !strcmp(name, func) && !start)
			start = a;
	if (!start) {
		printf("Bail out! %s is not in /proc/kallsyms\n", func);
		exit(1);
	}
	rewind(f);
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%llx %c %255s", &a, &type, name) == 3 &&
		    a > start && a < end)
			end = a;
	fclose(f);
	snprintf(val, sizeof(val), "%#llx", end);
	set_attr("require-end", val);
	snprintf(val, sizeof(val), "%#llx", start);
	set_attr("require-start", val);
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
		"kmemleak_", "__kmemleak",
	};
	unsigned int i;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (!strncmp(f, prefixes[i], strlen(prefixes[i])))
			return 1;
	return 0;
}

/*
 * The site of the failure the kernel just forced: CALLER<ALLOCATOR from
 * the stack trace after "FAULT_INJECTION: forcing a failure", or "?".
 */
static void kmsg_site(char *site, size_t size)
{
	char rec[1024], last[128] = "?";
	int state = 0;	/* 1: after the message, 2: in its trace, 3: done */
	ssize_t len;

	snprintf(site, size, "?");
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
		if (state != 2 || strchr(msg, '?'))	/* ? a stale address */
			continue;
		if (sscanf(msg, " %127[^+ ]%n", func, &pos) != 1 ||
		    strncmp(msg + pos, "+0x", 3))
			continue;
		if (is_allocator(func)) {
			snprintf(last, sizeof(last), "%s", func);
			continue;
		}
		snprintf(site, size, "%s<%s", func, last);
		state = 3;
	}
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

/* The ops: 0 or an errno */
static int op_netns_create(void)
{
	if (unshare(CLONE_NEWNET))
		return errno;
	/* keep it, so that the next one takes new numbers and index slots */
	if (nr_held < MAX_HELD)
		held[nr_held++] = open("/proc/thread-self/ns/net", O_RDONLY);
	return setns(init_netns, CLONE_NEWNET) ? errno : 0;
}

static int op_stat(const char *path)
{
	struct stat st;

	return stat(path, &st) ? errno : 0;
}

static int op_netns_lookup(void)
{
	char path[64];

	snprintf(path, sizeof(path), LINK_PROC "/netns-%u", netns_id);
	return op_stat(path);
}

static int op_netns_net_lookup(void)
{
	char path[64];

	snprintf(path, sizeof(path), LINK_PROC "/netns-%u/net", netns_id);
	return op_stat(path);
}

static int op_readdir(void)
{
	char buf[1024];
	long n;
	int fd = open(LINK_PROC, O_RDONLY | O_DIRECTORY), err = 0;

	if (fd < 0)
		return errno;
	/* a small buffer: the listing takes several calls */
	while ((n = syscall(SYS_getdents64, fd, buf, sizeof(buf))) > 0)
		;
	if (n < 0)
		err = errno;
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

static int op_reclaimed_inode(void)
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
	{ "walk-link",		op_walk_link },
	{ "reclaimed-inode",	op_reclaimed_inode, drop_caches },
	{ "mount-link",		op_mount_link },
	{ "mount-dir",		op_mount_dir },
};
#define NR_OPS (sizeof(ops) / sizeof(ops[0]))

/* Tasks in 20 namespaces: readdir lists more than its table's first size */
static void spawn_netns_tasks(void)
{
	unsigned int i;
	struct stat st;

	for (i = 0; i < 20; i++) {
		int p[2];
		char c;

		if (pipe(p))
			die("pipe");
		netns_tasks[i] = fork();
		if (!netns_tasks[i]) {
			close(p[0]);
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
	if (stat("/proc/self/ns/net", &st))
		die("stat");
	{
		char path[64];

		snprintf(path, sizeof(path), "/proc/%d/ns/net", netns_tasks[0]);
		if (stat(path, &st))
			die(path);
		netns_id = st.st_ino;
	}
}

static void kill_netns_tasks(void)
{
	unsigned int i;

	for (i = 0; i < 20; i++)
		if (netns_tasks[i] > 0) {
			kill(netns_tasks[i], SIGKILL);
			waitpid(netns_tasks[i], NULL, 0);
		}
}

static int sweep(unsigned int op, const char *func, unsigned int rounds)
{
	unsigned int round, n;
	char site[256];
	int err;

	require_function(func);
	for (round = 0; round < rounds; round++) {
		for (n = 1; n <= MAX_N; n++) {
			if (ops[op].before)
				ops[op].before();
			kmsg_site(site, sizeof(site));	/* skip older records */
			fail_nth_set(n);
			err = ops[op].run();
			if (!fail_nth_forced())
				break;
			kmsg_site(site, sizeof(site));
			printf("# fault: %s n=%u site=%s => %s\n", ops[op].name, n,
			       site, err ? strerrorname_np(err) : "0");
			fflush(stdout);
		}
		printf("# fault-done: %s n=%u => %s\n", ops[op].name, n,
		       err ? strerrorname_np(err) : "0");
		fflush(stdout);
		if (n > MAX_N)
			return 1;
	}
	return 0;
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
	unsigned int rounds = argc > 3 ? atoi(argv[3]) : 1;
	unsigned int op;
	int ret = 2;

	if (argc < 3) {
		fprintf(stderr, "usage: fault-sweep OP FUNCTION [ROUNDS] | every N [ROUNDS]\n");
		return 2;
	}
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
	if (init_netns < 0)
		die("/proc/self/ns/net");
	spawn_netns_tasks();

	if (!strcmp(argv[1], "every")) {
		set_attr("verbose", "0");
		set_attr("require-start", "0");
		set_attr("require-end", "0xffffffffffffffff");
		ret = every(atoi(argv[2]), argc > 3 ? rounds : 5);
	} else {
		for (op = 0; op < NR_OPS; op++)
			if (!strcmp(argv[1], ops[op].name))
				ret = sweep(op, argv[2], rounds);
		if (ret == 2)
			printf("Bail out! no op %s\n", argv[1]);
	}
	set_attr("require-start", "0");
	set_attr("require-end", "0xffffffffffffffff");
	kill_netns_tasks();
	while (nr_held)
		close(held[--nr_held]);
	umount(LINK_PROC);
	return ret;
}
