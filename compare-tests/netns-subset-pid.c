// SPDX-License-Identifier: GPL-2.0
/*
 * subset=pid (runc's procfs, kselftest proc-subset-pid): /proc/self/net/...
 * must keep resolving, so /proc/netns-ID resolves there too, but it is not
 * listed: only PIDs, self and thread-self are.  Control and B have no
 * /proc/netns-ID to resolve.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^self/net/dev 0; netns-ID/net/dev ENOENT; netns-[*] listed 0$
 * expect-measured A: ^self/net/dev 0; netns-ID/net/dev 0; netns-[*] listed 0$
 */
#include <dirent.h>
#include <sys/mount.h>
#include "kselftest_harness.h"
#include "compare.h"

#define MNT "/tmp/proc-subset"

TEST(subset_pid_resolves_but_does_not_list)
{
	int self_net, netns, listed = 0;
	char path[64];
	struct dirent *d;
	struct stat st;
	DIR *dir;

	mkdir(MNT, 0755);
	ASSERT_EQ(mount("proc", MNT, "proc", 0, proc_options("subset=pid")), 0);
	self_net = stat(MNT "/self/net/dev", &st) ? errno : 0;
	snprintf(path, sizeof(path), MNT "/netns-%lu/net/dev", netns_id("self"));
	netns = stat(path, &st) ? errno : 0;
	dir = opendir(MNT);
	ASSERT_NE(dir, NULL);
	while ((d = readdir(dir)))
		listed += !strncmp(d->d_name, "netns-", 6);
	closedir(dir);
	umount(MNT);
	measured("self/net/dev %s; netns-ID/net/dev %s; netns-* listed %d",
		 errno_name(self_net), errno_name(netns), listed);
	EXPECT_EQ(self_net, 0);
	EXPECT_EQ(netns, 0);
	EXPECT_EQ(listed, 0);
}

TEST_HARNESS_MAIN
