// SPDX-License-Identifier: GPL-2.0
/*
 * hidepid=invisible and hidepid=ptraceable: whatever the instance hides
 * of tasks, /proc/netns-ID is seen by a task of the namespace and by one
 * that may see every namespace (root of the initial pid and user
 * namespaces).  A root-owned task
 * sits alone in a new network namespace; on a procfs mounted with either
 * option, an unprivileged caller gets ENOENT for that namespace (stat,
 * open, and it is not listed) but sees its own, and root sees both.
 * Control and B have no /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^invisible: root sees other's netns 0/3; nobody sees it 0/3, own 0/3; ptraceable: root sees other's netns 0/3; nobody sees it 0/3, own 0/3$
 * expect-measured A: ^invisible: root sees other's netns 3/3; nobody sees it 0/3, own 3/3; ptraceable: root sees other's netns 3/3; nobody sees it 0/3, own 3/3$
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

struct seen {
	int root_sees, user_sees_hidden, user_sees_own;
};

/* What root and nobody see of a namespace of root's, and nobody's own */
static int seen_with(const char *hidepid, struct seen *r)
{
	unsigned long own = netns_id("self"), hidden = 0;
	char path[64];
	pid_t holder, user;
	int status;

	r->user_sees_hidden = r->user_sees_own = -1;
	mkdir(MNT, 0755);
	if (mount("proc", MNT, "proc", 0, proc_options(hidepid)))
		return -1;
	holder = fork();
	if (holder < 0)
		return -1;
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
	r->root_sees = sees(hidden);

	user = fork();
	if (user == 0) {
		if (setgid(65534) || setuid(65534))
			_exit(255);
		_exit(sees(hidden) * 16 + sees(own));
	}
	if (user > 0 && waitpid(user, &status, 0) == user &&
	    WIFEXITED(status) && WEXITSTATUS(status) != 255) {
		r->user_sees_hidden = WEXITSTATUS(status) / 16;
		r->user_sees_own = WEXITSTATUS(status) % 16;
	}
	kill(holder, SIGKILL);
	waitpid(holder, NULL, 0);
	umount(MNT);
	return 0;
}

TEST(hidepid_hides_other_users_netns)
{
	struct seen inv, ptr;

	ASSERT_EQ(seen_with("hidepid=invisible", &inv), 0);
	ASSERT_EQ(seen_with("hidepid=ptraceable", &ptr), 0);
	/* 3 = listed, opened and stat'ed; 0 = none of them */
	measured("invisible: root sees other's netns %d/3; nobody sees it %d/3, own %d/3; "
		 "ptraceable: root sees other's netns %d/3; nobody sees it %d/3, own %d/3",
		 inv.root_sees, inv.user_sees_hidden, inv.user_sees_own,
		 ptr.root_sees, ptr.user_sees_hidden, ptr.user_sees_own);
	EXPECT_EQ(inv.root_sees, 3);
	EXPECT_EQ(inv.user_sees_hidden, 0);
	EXPECT_EQ(inv.user_sees_own, 3);
	EXPECT_EQ(ptr.root_sees, 3);
	EXPECT_EQ(ptr.user_sees_hidden, 0);
	EXPECT_EQ(ptr.user_sees_own, 3);
}

TEST_HARNESS_MAIN
