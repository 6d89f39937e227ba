// SPDX-License-Identifier: GPL-2.0
/*
 * Namespace inode numbers are reused: proc_alloc_inum() hands out the
 * lowest free one.  A /proc/netns-X dentry cached for a namespace that
 * died must not carry that namespace's visibility over to the next one
 * that gets X.  On a procfs mounted with hidepid=invisible, root caches
 * netns-X, the namespace dies, namespaces are created until one gets X
 * again, held by a root task.  Then root must see the new namespace's
 * contents (its marker socket in net/unix, not the old one's), and an
 * unprivileged process, which may not see that task, must get ENOENT
 * for netns-X: before root looks it up again and after, when the new
 * dentry is in the cache.  Control and B have no /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^cache /tmp/proc-id-reuse/netns-[0-9]+: ENOENT$
 * expect-measured A: ^ID [0-9]+ back after [0-9]+ namespaces; nobody: stat ENOENT, open net/unix ENOENT, again ENOENT, ENOENT; root: new marker 1, old marker 0$
 */
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define MNT	"/tmp/proc-id-reuse"
#define TRIES	100

static char marker[2][64];
static int which;

static int enter_marked_netns(void)
{
	return unshare(CLONE_NEWNET) || bind_marker(marker[which]) < 0;
}

static pid_t holders[TRIES + 1];
static int nr_holders;

static void kill_holders(void)
{
	while (nr_holders > 0) {
		kill(holders[--nr_holders], SIGKILL);
		waitpid(holders[nr_holders], NULL, 0);
	}
}

/* As uid 65534: errno of stat(@dir) and of open(@unix_path), in @err. */
static void nobody_errors(const char *dir, const char *unix_path, int err[2])
{
	int pipefd[2];
	struct stat st;
	pid_t pid;

	if (pipe(pipefd))
		return;
	pid = fork();
	if (pid == 0) {
		int fd;

		if (setgroups(0, NULL) || setgid(65534) || setuid(65534))
			_exit(1);
		err[0] = stat(dir, &st) ? errno : 0;
		fd = open(unix_path, O_RDONLY | O_CLOEXEC);
		err[1] = fd < 0 ? errno : 0;
		_exit(write(pipefd[1], err, 2 * sizeof(int)) != 2 * sizeof(int));
	}
	close(pipefd[1]);
	if (pid > 0 && read(pipefd[0], err, 2 * sizeof(int)) != 2 * sizeof(int))
		err[0] = err[1] = -1;
	close(pipefd[0]);
	if (pid > 0)
		waitpid(pid, NULL, 0);
}

TEST(reused_id_checks_visibility_again)
{
	int before[2] = { -1, -1 }, after[2] = { -1, -1 }, new_seen, old_seen;
	char dir[64], unix_path[80], pid[16];
	unsigned long id, got = 0;
	struct stat st;
	int tries;

	snprintf(marker[0], sizeof(marker[0]), "id-reuse-old-%d", getpid());
	snprintf(marker[1], sizeof(marker[1]), "id-reuse-new-%d", getpid());
	mkdir(MNT, 0755);
	ASSERT_EQ(mount("proc", MNT, "proc", 0, proc_options("hidepid=invisible")), 0);

	which = 0;
	holders[nr_holders] = spawn_sleeper(enter_marked_netns);
	ASSERT_GT(holders[nr_holders++], 0);
	snprintf(pid, sizeof(pid), "%d", holders[0]);
	id = netns_id(pid);
	ASSERT_NE(id, 0);
	snprintf(dir, sizeof(dir), MNT "/netns-%lu", id);
	snprintf(unix_path, sizeof(unix_path), "%s/net/unix", dir);
	if (stat(dir, &st)) {
		measured("cache " MNT "/netns-%lu: %s", id, errno_name(errno));
		kill_holders();
		umount2(MNT, MNT_DETACH);
		ASSERT_TRUE(0);
	}

	/* Let it die, and do not look netns-X up until X is back. */
	kill_holders();
	which = 1;
	for (tries = 1; tries <= TRIES; tries++) {
		holders[nr_holders] = spawn_sleeper(enter_marked_netns);
		ASSERT_GT(holders[nr_holders++], 0);
		snprintf(pid, sizeof(pid), "%d", holders[nr_holders - 1]);
		got = netns_id(pid);
		if (got == id)
			break;
		usleep(20000);
	}
	if (got != id) {
		measured("ID %lu not reused after %d namespaces", id, TRIES);
		kill_holders();
		umount2(MNT, MNT_DETACH);
		ASSERT_EQ(got, id);
	}
	/* Keep only the namespace that has X. */
	holders[TRIES] = holders[--nr_holders];
	kill_holders();
	holders[nr_holders++] = holders[TRIES];

	nobody_errors(dir, unix_path, before);
	new_seen = file_contains_at(AT_FDCWD, unix_path, marker[1]);
	old_seen = file_contains_at(AT_FDCWD, unix_path, marker[0]);
	nobody_errors(dir, unix_path, after);
	kill_holders();
	umount2(MNT, MNT_DETACH);
	measured("ID %lu back after %d namespaces; nobody: stat %s, open net/unix %s, again %s, %s; root: new marker %d, old marker %d",
		 id, tries, errno_name(before[0]), errno_name(before[1]),
		 errno_name(after[0]), errno_name(after[1]),
		 new_seen, old_seen);
	EXPECT_EQ(before[0], ENOENT);
	EXPECT_EQ(before[1], ENOENT);
	EXPECT_EQ(after[0], ENOENT);
	EXPECT_EQ(after[1], ENOENT);
	EXPECT_EQ(new_seen, 1);
	EXPECT_EQ(old_seen, 0);
}

TEST_HARNESS_MAIN
