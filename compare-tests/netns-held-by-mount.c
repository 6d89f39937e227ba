// SPDX-License-Identifier: GPL-2.0
/*
 * A namespace that no task is in has no /proc/netns-ID, whatever holds it.
 * A child enters a new network namespace and its /proc/CHILD/ns/net is
 * bind-mounted, as "ip netns add" does; then the child exits.  The
 * namespace lives on (a task that setns()es through the bind mount finds
 * the same ID), but /proc/netns-ID gives ENOENT and is not listed, as
 * /proc/PID/net never showed it either; with that task in it, it is back.
 * The positive control is the stat with the child still in it.  Control,
 * alias, B and A-default have no /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^with a task: stat ENOENT; held by a bind mount only: stat ENOENT, listed 0; entered again: same ID yes, stat ENOENT$
 * expect-measured A: ^with a task: stat 0; held by a bind mount only: stat ENOENT, listed 0; entered again: same ID yes, stat 0$
 */
#include <dirent.h>
#include <signal.h>
#include <sys/mount.h>
#include "kselftest_harness.h"
#include "compare.h"

#define HOLD "/tmp/netns-held-by-mount"

static int unshare_net(void)
{
	return unshare(CLONE_NEWNET);
}

static const char *stat_of(const char *path)
{
	struct stat st;

	return stat(path, &st) ? errno_name(errno) : "0";
}

static int times_listed(const char *name)
{
	DIR *dir = opendir("/proc");
	struct dirent *d;
	int n = 0;

	while (dir && (d = readdir(dir)))
		n += !strcmp(d->d_name, name);
	if (dir)
		closedir(dir);
	return n;
}

TEST(held_by_bind_mount)
{
	char path[64], name[32], with_task[16], alone[16], again[16] = "?";
	unsigned long id, id_again = 0;
	int fd, listed, pipefd[2];
	pid_t holder, pid;

	ASSERT_EQ(unshare(CLONE_NEWNS), 0);
	ASSERT_EQ(mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL), 0);
	holder = spawn_sleeper(unshare_net);
	ASSERT_GT(holder, 0);
	snprintf(path, sizeof(path), "%d", holder);
	id = netns_id(path);
	ASSERT_NE(id, 0);
	snprintf(name, sizeof(name), "netns-%lu", id);
	snprintf(path, sizeof(path), "/proc/%d/ns/net", holder);
	fd = open(HOLD, O_RDONLY | O_CREAT | O_CLOEXEC, 0644);
	ASSERT_GE(fd, 0);
	close(fd);
	ASSERT_EQ(mount(path, HOLD, NULL, MS_BIND, NULL), 0);

	snprintf(path, sizeof(path), "/proc/%s", name);
	snprintf(with_task, sizeof(with_task), "%s", stat_of(path));
	kill(holder, SIGKILL);
	ASSERT_EQ(waitpid(holder, NULL, 0), holder);
	snprintf(alone, sizeof(alone), "%s", stat_of(path));
	listed = times_listed(name);

	ASSERT_EQ(pipe(pipefd), 0);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		char res[48];
		int nsfd = open(HOLD, O_RDONLY | O_CLOEXEC);

		close(pipefd[0]);
		if (nsfd < 0 || setns(nsfd, CLONE_NEWNET))
			_exit(1);
		snprintf(res, sizeof(res), "%lu %s", own_netns_cookie(), stat_of(path));
		_exit(write(pipefd[1], res, strlen(res)) < 0);
	}
	close(pipefd[1]);
	{
		char buf[48] = "";
		ssize_t n = read(pipefd[0], buf, sizeof(buf) - 1);

		buf[n > 0 ? n : 0] = '\0';
		sscanf(buf, "%lu %15s", &id_again, again);
	}
	close(pipefd[0]);
	ASSERT_EQ(waitpid(pid, NULL, 0), pid);
	umount2(HOLD, MNT_DETACH);

	measured("with a task: stat %s; held by a bind mount only: stat %s, listed %d; entered again: same ID %s, stat %s",
		 with_task, alone, listed, id_again == id ? "yes" : "no", again);
	EXPECT_STREQ(with_task, "0");
	EXPECT_STREQ(alone, "ENOENT");
	EXPECT_EQ(listed, 0);
	EXPECT_EQ(id_again, id);
	EXPECT_STREQ(again, "0");
}

TEST_HARNESS_MAIN
