// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/PID/net and /proc/PID/task/TID/net are plain symlinks to the
 * directory of the task's network namespace: "../netns-ID/net" and
 * "../../../netns-ID/net", ID being the namespace's net_cookie.
 * On the control and B they are directories.  net no longer being a
 * subdirectory, st_nlink of /proc/PID and /proc/PID/task/TID drops by
 * one: it must be 2 plus the subdirectories other than net that readdir
 * shows (on the control and B it is one more, net counting).
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^lstat S_IFDIR; readlink -, task: -; nlink /proc/self [0-9]+ = 3 \+ [0-9]+ subdirs besides net, task/TID [0-9]+ = 3 \+ [0-9]+$
 * expect-measured A: ^lstat S_IFLNK; readlink \.\./netns-[0-9]+/net, task: \.\./\.\./\.\./netns-[0-9]+/net; nlink /proc/self [0-9]+ = 2 \+ [0-9]+ subdirs besides net, task/TID [0-9]+ = 2 \+ [0-9]+$
 */
#include <dirent.h>
#include "kselftest_harness.h"
#include "compare.h"

static const char *type_name(mode_t mode)
{
	return S_ISLNK(mode) ? "S_IFLNK" : S_ISDIR(mode) ? "S_IFDIR" : "other";
}

/* Entries of @path that readdir shows as directories, but for net. */
static int subdirs_but_net(const char *path)
{
	DIR *dir = opendir(path);
	struct dirent *d;
	int n = 0;

	while (dir && (d = readdir(dir)))
		n += d->d_type == DT_DIR && strcmp(d->d_name, ".") &&
		     strcmp(d->d_name, "..") && strcmp(d->d_name, "net");
	if (dir)
		closedir(dir);
	return dir ? n : -1;
}

TEST(pid_net_is_symlink_to_netns)
{
	char want[2][64], got[2][64] = { "-", "-" }, tid_net[80], tid_dir[64];
	const char *path[2] = { "/proc/self/net", tid_net };
	unsigned long id = netns_id("self");
	struct stat st[2], self, task;
	int i, dirs, tid_dirs;

	ASSERT_NE(id, 0);
	snprintf(tid_dir, sizeof(tid_dir), "/proc/self/task/%d/", gettid());
	snprintf(tid_net, sizeof(tid_net), "%snet", tid_dir);
	snprintf(want[0], sizeof(want[0]), "../netns-%lu/net", id);
	snprintf(want[1], sizeof(want[1]), "../../../netns-%lu/net", id);
	ASSERT_EQ(stat("/proc/self/", &self), 0);
	ASSERT_EQ(stat(tid_dir, &task), 0);
	dirs = subdirs_but_net("/proc/self/");
	tid_dirs = subdirs_but_net(tid_dir);
	ASSERT_GT(dirs, 0);
	ASSERT_GT(tid_dirs, 0);
	for (i = 0; i < 2; i++) {
		ssize_t n;

		ASSERT_EQ(lstat(path[i], &st[i]), 0);
		n = readlink(path[i], got[i], sizeof(got[i]) - 1);
		if (n >= 0)
			got[i][n] = '\0';
	}
	measured("lstat %s; readlink %s, task: %s; nlink /proc/self %lu = %lu + %d subdirs besides net, task/TID %lu = %lu + %d",
		 type_name(st[0].st_mode), got[0], got[1],
		 (unsigned long)self.st_nlink,
		 (unsigned long)self.st_nlink - dirs, dirs,
		 (unsigned long)task.st_nlink,
		 (unsigned long)task.st_nlink - tid_dirs, tid_dirs);
	for (i = 0; i < 2; i++) {
		EXPECT_TRUE(S_ISLNK(st[i].st_mode));
		EXPECT_STREQ(want[i], got[i]);
	}
	EXPECT_EQ(self.st_nlink, 2 + dirs);
	EXPECT_EQ(task.st_nlink, 2 + tid_dirs);
}

TEST_HARNESS_MAIN
