// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/netns-ID is named by the namespace's net_cookie, the number
 * getsockopt(SO_NETNS_COOKIE) gives on a socket made in it (on 6.18+ also
 * ioctl(NS_GET_ID) of /proc/PID/ns/net), not by the nsfs inum that lsns
 * and /proc/PID/ns/net show ("net:[INUM]"): netns-INUM does not resolve.
 * The directory's own st_ino is that inum, and its net/ holds the files
 * /proc/self/net leads to: /proc/netns-ID/net/dev and /proc/self/net/dev
 * are one inode.  No such directory on control and B.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^stat /proc/netns-[0-9]+: ENOENT$
 * expect-measured A: ^cookie [0-9]+, net:\[[0-9]+\]; /proc/netns-[0-9]+ st_ino [0-9]+; net/dev st_ino [0-9]+ vs self/net/dev [0-9]+; netns-INUM ENOENT$
 */
#include "kselftest_harness.h"
#include "compare.h"

TEST(netns_dir_named_by_cookie)
{
	unsigned long id = netns_id("self");
	char link[64], path[64];
	struct stat dir, dev1, dev2, ns;
	int ret, inum_err;
	ssize_t n;

	ASSERT_NE(id, 0);
	n = readlink("/proc/self/ns/net", link, sizeof(link) - 1);
	ASSERT_GT(n, 0);
	link[n] = '\0';
	ASSERT_EQ(stat("/proc/self/ns/net", &ns), 0);

	snprintf(path, sizeof(path), "/proc/netns-%lu", id);
	ret = stat(path, &dir);
	if (ret) {
		measured("stat %s: %s", path, errno_name(errno));
		ASSERT_EQ(ret, 0);
	}
	snprintf(path, sizeof(path), "/proc/netns-%lu/net/dev", id);
	ASSERT_EQ(stat(path, &dev1), 0);
	ASSERT_EQ(stat("/proc/self/net/dev", &dev2), 0);
	snprintf(path, sizeof(path), "/proc/netns-%lu", (unsigned long)ns.st_ino);
	inum_err = stat(path, &dev2) ? errno : 0;
	ASSERT_EQ(stat("/proc/self/net/dev", &dev2), 0);
	measured("cookie %lu, %s; /proc/netns-%lu st_ino %lu; net/dev st_ino %lu vs self/net/dev %lu; netns-INUM %s",
		 id, link, id, (unsigned long)dir.st_ino,
		 (unsigned long)dev1.st_ino, (unsigned long)dev2.st_ino,
		 errno_name(inum_err));
	EXPECT_EQ(dir.st_ino, ns.st_ino);
	EXPECT_TRUE(S_ISDIR(dir.st_mode));
	EXPECT_EQ(dev1.st_ino, dev2.st_ino);
	EXPECT_EQ(dev1.st_dev, dev2.st_dev);
	EXPECT_EQ(inum_err, ENOENT);
}

TEST_HARNESS_MAIN
