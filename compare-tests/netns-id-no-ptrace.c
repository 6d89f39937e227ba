// SPDX-License-Identifier: GPL-2.0
/*
 * What an unprivileged user learns about other users' network namespaces
 * without passing the ptrace check of /proc/PID/ns/net.  Root starts two
 * tasks of uid 1000: X in the initial network namespace, Y in a new one.
 * An observer of uid 65534, without capabilities, in the initial
 * namespace, then:
 *  - gets EACCES from readlink and stat -L of /proc/X/ns/net and
 *    /proc/Y/ns/net (PTRACE_MODE_READ fails: other uid), on every kernel;
 *  - stats /proc/X/net/dev and /proc/Y/net/dev against its own
 *    /proc/self/net/dev: one st_dev, and st_ino is the low_ino of the
 *    namespace's own proc_dir_entry (proc_register() gives every
 *    namespace's "dev" a new number), so X shares the observer's
 *    namespace and Y does not, on every kernel: the base already tells anyone
 *    who shares a namespace with whom;
 *  - reads the link /proc/Y/net: EINVAL on control, alias and B (a
 *    directory), "../netns-ID/net" on A, ID being exactly the net_cookie
 *    of Y's namespace, which otherwise only a task in it learns
 *    (SO_NETNS_COOKIE) or, from 6.18 on, one that passes the ptrace
 *    check of /proc/Y/ns/net (NS_GET_ID);
 *  - stats and lists /proc/netns-ID of Y: ENOENT and absent on every
 *    kernel; on A because the observer is not in Y's namespace and may
 *    not see every namespace (no CAP_SYS_ADMIN), although it reads
 *    /proc/Y/net/dev through the link.
 * So on A the observer learns the namespace's ID as well as who shares it,
 * and no more of it than the link already showed.
 * The ID and net/dev st_ino of Y as root sees them go on the measured line
 * too.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A-default: ^ns/net of X, Y: readlink EACCES EACCES, stat -L EACCES EACCES; net/dev vs own: X same, Y other; Y's ID [0-9]+, its net/dev st_ino [0-9]+; readlink Y/net: EINVAL, ID learnt no; netns-ID of Y: stat ENOENT, listed no$
 * expect-measured A: ^ns/net of X, Y: readlink EACCES EACCES, stat -L EACCES EACCES; net/dev vs own: X same, Y other; Y's ID [0-9]+, its net/dev st_ino [0-9]+; readlink Y/net: \.\./netns-[0-9]+/net, ID learnt yes; netns-ID of Y: stat ENOENT, listed no$
 */
#include <dirent.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define TASK_UID	1000	/* X and Y */
#define OBSERVER_UID	65534

/* Everything the observer found, sent to the test through a pipe. */
struct seen {
	int own_readlink;		/* errno of readlink /proc/self/ns/net */
	int ns_readlink[2];		/* errno of readlink /proc/{X,Y}/ns/net */
	int ns_stat[2];			/* errno of stat /proc/{X,Y}/ns/net */
	int dev_err[3];			/* errno of stat {self,X,Y}/net/dev */
	struct stat dev[3];
	int link_err;			/* errno of readlink /proc/Y/net */
	mode_t link_mode;		/* lstat /proc/Y/net */
	char link[64];
	int netns_err;			/* errno of stat /proc/netns-ID of Y */
	int listed;			/* times /proc lists netns-ID of Y */
};

static int drop_to(uid_t uid)
{
	return setgroups(0, NULL) || setresgid(uid, uid, uid) ||
	       setresuid(uid, uid, uid);
}

/*
 * A sleeping task of TASK_UID, in a new network namespace if @newnet.
 * Returns its pid, or -1 with *@err the errno of unshare() (> 0) or of
 * the change of uid (< 0).
 */
static pid_t spawn_task(int newnet, int *err)
{
	int pipefd[2], ret = 0;
	pid_t pid;

	if (pipe(pipefd)) {
		*err = -errno;
		return -1;
	}
	pid = fork();
	if (pid == 0) {
		close(pipefd[0]);
		if (newnet && unshare(CLONE_NEWNET))
			ret = errno;
		/*
		 * An ordinary process of another user: dumpable (the uid
		 * change made it not), so only the uid fails the ptrace
		 * check.  The death signal, reset by the uid change, kills
		 * it should the test die before killing it.
		 */
		else if (drop_to(TASK_UID) || prctl(PR_SET_DUMPABLE, 1) ||
			 prctl(PR_SET_PDEATHSIG, SIGKILL))
			ret = -errno;
		if (write(pipefd[1], &ret, sizeof(ret)) != sizeof(ret) || ret)
			_exit(1);
		pause();
		_exit(0);
	}
	close(pipefd[1]);
	if (pid < 0 || read(pipefd[0], &ret, sizeof(ret)) != sizeof(ret))
		ret = -EIO;
	close(pipefd[0]);
	if (ret && pid > 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	*err = ret;
	return ret ? -1 : pid;
}

static int errno_of(int ret)
{
	return ret < 0 ? errno : 0;
}

/* Times /proc lists @name. */
static int times_listed(const char *name)
{
	DIR *dir = opendir("/proc");
	struct dirent *d;
	int n = 0;

	while (dir && (d = readdir(dir)))
		n += !strcmp(d->d_name, name);
	if (dir)
		closedir(dir);
	return dir ? n : -1;
}

/*
 * The observer: OBSERVER_UID, no capabilities.  @y_id is used only to
 * name /proc/netns-ID; what the observer learns of it comes from the link.
 */
static void observe(pid_t pid[2], unsigned long y_id, struct seen *s)
{
	char path[64], buf[64], name[32];
	struct stat st;
	ssize_t n;
	int i;

	memset(s, 0, sizeof(*s));
	s->own_readlink = errno_of(readlink("/proc/self/ns/net", buf, sizeof(buf)));
	for (i = 0; i < 2; i++) {
		snprintf(path, sizeof(path), "/proc/%d/ns/net", pid[i]);
		s->ns_readlink[i] = errno_of(readlink(path, buf, sizeof(buf)));
		s->ns_stat[i] = errno_of(stat(path, &st));
	}
	s->dev_err[0] = errno_of(stat("/proc/self/net/dev", &s->dev[0]));
	for (i = 0; i < 2; i++) {
		snprintf(path, sizeof(path), "/proc/%d/net/dev", pid[i]);
		s->dev_err[i + 1] = errno_of(stat(path, &s->dev[i + 1]));
	}
	snprintf(path, sizeof(path), "/proc/%d/net", pid[1]);
	if (lstat(path, &st) == 0)
		s->link_mode = st.st_mode;
	n = readlink(path, s->link, sizeof(s->link) - 1);
	s->link_err = errno_of(n);
	s->link[n > 0 ? n : 0] = '\0';
	snprintf(name, sizeof(name), "netns-%lu", y_id);
	snprintf(path, sizeof(path), "/proc/%s", name);
	s->netns_err = errno_of(stat(path, &st));
	s->listed = times_listed(name);
}

static int same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

TEST(unprivileged_learns_netns_sharing)
{
	unsigned long own_id, id[2];
	pid_t pid[2], observer;
	char path[64], want[64], root_link[64];
	int pipefd[2], err, status, learnt, i;
	struct stat y_dev;
	struct seen s;
	ssize_t n;

	if (geteuid() != 0)
		SKIP(return, "not root");
	pid[0] = spawn_task(0, &err);
	ASSERT_GT(pid[0], 0) TH_LOG("task X: uid %d: %s", TASK_UID, strerror(-err));
	pid[1] = spawn_task(1, &err);
	if (pid[1] < 0) {
		kill(pid[0], SIGKILL);
		waitpid(pid[0], NULL, 0);
		if (err > 0)
			SKIP(return, "unshare(CLONE_NEWNET): %s", strerror(err));
		ASSERT_GT(pid[1], 0) TH_LOG("task Y: uid %d: %s", TASK_UID, strerror(-err));
	}

	/* What root sees, through the ptrace check. */
	own_id = netns_id("self");
	for (i = 0; i < 2; i++) {
		snprintf(path, sizeof(path), "%d", pid[i]);
		id[i] = netns_id(path);
	}
	snprintf(path, sizeof(path), "/proc/%d/ns/net", pid[1]);
	n = readlink(path, root_link, sizeof(root_link) - 1);
	root_link[n > 0 ? n : 0] = '\0';
	snprintf(path, sizeof(path), "/proc/%d/net/dev", pid[1]);
	if (stat(path, &y_dev))
		memset(&y_dev, 0, sizeof(y_dev));
	snprintf(want, sizeof(want), "../netns-%lu/net", id[1]);

	memset(&s, 0, sizeof(s));
	err = pipe(pipefd);
	observer = err ? -1 : fork();
	if (observer == 0) {
		close(pipefd[0]);
		if (drop_to(OBSERVER_UID))
			_exit(1);
		observe(pid, id[1], &s);
		_exit(write(pipefd[1], &s, sizeof(s)) == sizeof(s) ? 0 : 1);
	}
	if (observer > 0) {
		close(pipefd[1]);
		if (read(pipefd[0], &s, sizeof(s)) != sizeof(s))
			observer = -1;
		close(pipefd[0]);
	}
	if (observer > 0 && (waitpid(observer, &status, 0) != observer ||
			     !WIFEXITED(status) || WEXITSTATUS(status)))
		observer = -1;
	for (i = 0; i < 2; i++) {
		kill(pid[i], SIGKILL);
		waitpid(pid[i], NULL, 0);
	}
	ASSERT_GT(observer, 0) TH_LOG("observer of uid %d failed", OBSERVER_UID);

	learnt = s.link_err == 0 && !strcmp(s.link, want);
	measured("ns/net of X, Y: readlink %s %s, stat -L %s %s; net/dev vs own: X %s, Y %s; Y's ID %lu, its net/dev st_ino %lu; readlink Y/net: %s, ID learnt %s; netns-ID of Y: stat %s, listed %s",
		 errno_name(s.ns_readlink[0]), errno_name(s.ns_readlink[1]),
		 errno_name(s.ns_stat[0]), errno_name(s.ns_stat[1]),
		 s.dev_err[0] || s.dev_err[1] ? "error" :
		 same_file(&s.dev[1], &s.dev[0]) ? "same" : "other",
		 s.dev_err[0] || s.dev_err[2] ? "error" :
		 same_file(&s.dev[2], &s.dev[0]) ? "same" : "other",
		 id[1], (unsigned long)y_dev.st_ino,
		 s.link_err ? errno_name(s.link_err) : s.link,
		 learnt ? "yes" : "no", errno_name(s.netns_err),
		 s.listed < 0 ? "error" : s.listed == 1 ? "yes" :
		 s.listed ? "twice" : "no");

	/* Root: X in the test's namespace, Y in another; readlink works. */
	ASSERT_NE(own_id, 0);
	EXPECT_EQ(id[0], own_id);
	EXPECT_NE(id[1], 0);
	EXPECT_NE(id[1], own_id);
	EXPECT_EQ(strncmp(root_link, "net:[", 5), 0) TH_LOG("root: %s", root_link);
	EXPECT_NE(y_dev.st_ino, 0);

	/* The ptrace check: the observer may read its own link, not theirs. */
	EXPECT_EQ(s.own_readlink, 0);
	for (i = 0; i < 2; i++) {
		EXPECT_EQ(s.ns_readlink[i], EACCES);
		EXPECT_EQ(s.ns_stat[i], EACCES);
	}

	/* Who shares the observer's namespace: X does, Y does not. */
	for (i = 0; i < 3; i++)
		EXPECT_EQ(s.dev_err[i], 0);
	EXPECT_TRUE(same_file(&s.dev[1], &s.dev[0]));
	EXPECT_EQ(s.dev[2].st_dev, s.dev[0].st_dev);
	EXPECT_NE(s.dev[2].st_ino, s.dev[0].st_ino);
	/* ... the files themselves, as root sees Y's */
	EXPECT_EQ(s.dev[2].st_ino, y_dev.st_ino);

	/*
	 * /proc/Y/net: a directory (readlink EINVAL), or a link naming
	 * exactly Y's namespace.  /proc/netns-ID of Y stays hidden from the
	 * observer by name, who is not in it and may not enter it, although
	 * /proc/Y/net/dev resolved through the link.
	 */
	if (S_ISLNK(s.link_mode)) {
		EXPECT_STREQ(want, s.link);
		EXPECT_EQ(s.netns_err, ENOENT);
		EXPECT_EQ(s.listed, 0);
	} else {
		EXPECT_TRUE(S_ISDIR(s.link_mode));
		EXPECT_EQ(s.link_err, EINVAL);
		EXPECT_EQ(s.netns_err, ENOENT);
		EXPECT_EQ(s.listed, 0);
	}
}

TEST_HARNESS_MAIN
