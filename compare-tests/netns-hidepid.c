// SPDX-License-Identifier: GPL-2.0
/*
 * hidepid=invisible: /proc/netns-ID is visible only through tasks the
 * caller may see.  A root-owned task sits alone in a new network
 * namespace; on a procfs mounted with hidepid=invisible, an unprivileged
 * caller gets ENOENT for that namespace (stat, open, and it is not
 * listed) but sees its own, and root sees both.  Control and B have no
 * /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^root sees other's netns 0/3; nobody sees it 0/3, own 0/3$
 * expect-measured A: ^root sees other's netns 3/3; nobody sees it 0/3, own 3/3$
 */
#include <dirent.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define MNT "/tmp/proc-hidepid"

/* 1 if MNT/netns-@id can be stat'ed, opened and is listed; else 0 */
static int sees(unsigned long id)
{
	char name[32], path[64];
	struct dirent *d;
	int listed = 0, fd;
	struct stat st;
	DIR *dir;

	snprintf(name, sizeof(name), "netns-%lu", id);
	snprintf(path, sizeof(path), MNT "/%s", name);
	dir = opendir(MNT);
	while (dir && (d = readdir(dir)))
		listed |= !strcmp(d->d_name, name);
	if (dir)
		closedir(dir);
	fd = open(path, O_RDONLY | O_DIRECTORY);
	if (fd >= 0)
		close(fd);
	return listed + (fd >= 0) + (stat(path, &st) == 0);
}

TEST(hidepid_hides_other_users_netns)
{
	unsigned long own = netns_id("self"), hidden = 0;
	int status, root_sees, user_sees_hidden = -1, user_sees_own = -1;
	char path[64];
	pid_t holder, user;

	mkdir(MNT, 0755);
	ASSERT_EQ(mount("proc", MNT, "proc", 0, proc_options("hidepid=invisible")), 0);
	holder = fork();
	ASSERT_GE(holder, 0);
	if (holder == 0) {
		if (unshare(CLONE_NEWNET))
			_exit(1);
		pause();
		_exit(0);
	}
	snprintf(path, sizeof(path), "%d", holder);
	while (hidden == 0 || hidden == own) {
		usleep(10000);
		hidden = netns_id(path);
	}
	root_sees = sees(hidden);

	user = fork();
	ASSERT_GE(user, 0);
	if (user == 0) {
		if (setgid(65534) || setuid(65534))
			_exit(255);
		_exit(sees(hidden) * 16 + sees(own));
	}
	ASSERT_EQ(waitpid(user, &status, 0), user);
	if (WIFEXITED(status) && WEXITSTATUS(status) != 255) {
		user_sees_hidden = WEXITSTATUS(status) / 16;
		user_sees_own = WEXITSTATUS(status) % 16;
	}
	kill(holder, SIGKILL);
	waitpid(holder, NULL, 0);
	umount(MNT);
	/* 3 = listed, opened and stat'ed; 0 = none of them */
	measured("root sees other's netns %d/3; nobody sees it %d/3, own %d/3",
		 root_sees, user_sees_hidden, user_sees_own);
	EXPECT_EQ(root_sees, 3);
	EXPECT_EQ(user_sees_hidden, 0);
	EXPECT_EQ(user_sees_own, 3);
}

TEST_HARNESS_MAIN
