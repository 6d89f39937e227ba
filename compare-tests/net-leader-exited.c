// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/PID/net lives as long as any thread of the process does.  A child
 * starts a thread and its main thread ends with pthread_exit(): the leader
 * is a zombie without an nsproxy while the thread runs on.  On A the link
 * names the namespace of that live thread, so /proc/CHILD/net/dev reads.
 * The base looks at the leader alone and gives ENOENT (control, alias, B,
 * and A without net=link, which keeps the base's directory).  The
 * thread's own /proc/CHILD/task/TID/net/dev reads on every kernel: the
 * positive control that the process is there to be read.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^leader state Z; net/dev ENOENT; task/TID/net/dev read$
 * expect-measured A: ^leader state Z; net/dev read; task/TID/net/dev read$
 */
#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

static int tid_pipe[2];

static void *live_thread(void *arg)
{
	pid_t tid = syscall(SYS_gettid);

	if (write(tid_pipe[1], &tid, sizeof(tid)) != sizeof(tid))
		_exit(1);
	for (;;)
		pause();
	return NULL;
}

/* The state letter of /proc/@pid/stat, after the ")" of the comm */
static char task_state(pid_t pid)
{
	char path[64], buf[512], *p;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	read_text(path, buf, sizeof(buf));
	p = strrchr(buf, ')');
	return p && p[1] == ' ' ? p[2] : '?';
}

static const char *reads(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	int ret;

	if (fd < 0)
		return errno_name(errno);
	ret = fd_contains(fd, "lo:");
	close(fd);
	return ret == 1 ? "read" : ret == 0 ? "no lo:" : "read error";
}

TEST(net_outlives_the_leader)
{
	char path[64], state = '?';
	const char *net_dev, *task_dev;
	pid_t child, tid = 0;
	int i;

	ASSERT_EQ(pipe(tid_pipe), 0);
	child = fork();
	ASSERT_GE(child, 0);
	if (child == 0) {
		pthread_t thread;

		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (pthread_create(&thread, NULL, live_thread, NULL))
			_exit(1);
		pthread_exit(NULL);
	}
	close(tid_pipe[1]);
	ASSERT_EQ(read(tid_pipe[0], &tid, sizeof(tid)), sizeof(tid));
	/* the leader's exit is past exit_task_namespaces() once it is Z */
	for (i = 0; i < 500 && state != 'Z'; i++) {
		usleep(10000);
		state = task_state(child);
	}
	snprintf(path, sizeof(path), "/proc/%d/net/dev", child);
	net_dev = reads(path);
	snprintf(path, sizeof(path), "/proc/%d/task/%d/net/dev", child, tid);
	task_dev = reads(path);
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
	measured("leader state %c; net/dev %s; task/TID/net/dev %s",
		 state, net_dev, task_dev);
	ASSERT_EQ(state, 'Z');
	EXPECT_STREQ(task_dev, "read");
	EXPECT_STREQ(net_dev, "read");
}

TEST_HARNESS_MAIN
