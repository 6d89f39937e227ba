// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/netns-ID is named by the number lsns and /proc/PID/ns/net show
 * ("net:[ID]", the st_ino of stat -L), is itself inode ID, and its net/
 * holds the files /proc/self/net leads to: /proc/netns-ID/net/dev and
 * /proc/self/net/dev are one inode.  No such directory on control and B.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^stat /proc/netns-[0-9]+: ENOENT$
 * expect-measured A: ^net:\[[0-9]+\]; /proc/netns-[0-9]+ st_ino [0-9]+; net/dev st_ino [0-9]+ vs self/net/dev [0-9]+$
 */
#include "kselftest_harness.h"
#include "compare.h"

TEST(netns_dir_named_by_ns_inode)
{
	unsigned long id = netns_id("self");
	char link[64], want[64], path[64];
	struct stat dir, dev1, dev2;
	int ret;
	ssize_t n;

	ASSERT_NE(id, 0);
	n = readlink("/proc/self/ns/net", link, sizeof(link) - 1);
	ASSERT_GT(n, 0);
	link[n] = '\0';
	snprintf(want, sizeof(want), "net:[%lu]", id);
	ASSERT_STREQ(want, link);

	snprintf(path, sizeof(path), "/proc/netns-%lu", id);
	ret = stat(path, &dir);
	if (ret) {
		measured("stat %s: %s", path, errno_name(errno));
		ASSERT_EQ(ret, 0);
	}
	snprintf(path, sizeof(path), "/proc/netns-%lu/net/dev", id);
	ASSERT_EQ(stat(path, &dev1), 0);
	ASSERT_EQ(stat("/proc/self/net/dev", &dev2), 0);
	measured("%s; /proc/netns-%lu st_ino %lu; net/dev st_ino %lu vs self/net/dev %lu",
		 link, id, (unsigned long)dir.st_ino,
		 (unsigned long)dev1.st_ino, (unsigned long)dev2.st_ino);
	EXPECT_EQ(dir.st_ino, id);
	EXPECT_TRUE(S_ISDIR(dir.st_mode));
	EXPECT_EQ(dev1.st_ino, dev2.st_ino);
	EXPECT_EQ(dev1.st_dev, dev2.st_dev);
}

TEST_HARNESS_MAIN
