// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/net stays what e9720acd728a made it in 2008: a symlink whose text
 * is "self/net", so paths under /proc/net keep resolving through
 * /proc/self, and to the namespace of the thread-group leader, on every
 * kernel.  A series that pointed /proc/net at a netns-ID directory, made
 * it a directory again or dropped it would fail here.  The type of
 * /proc/self/net is recorded beside it: a directory on the control and
 * B, a symlink on A.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A-default: ^/proc/net -> self/net; self/net is S_IFDIR$
 * expect-measured A: ^/proc/net -> self/net; self/net is S_IFLNK$
 */
#include "kselftest_harness.h"
#include "compare.h"

TEST(proc_net_links_to_self_net)
{
	struct stat net, self_net;
	char text[64] = "-";
	ssize_t n;

	ASSERT_EQ(lstat("/proc/net", &net), 0);
	ASSERT_EQ(lstat("/proc/self/net", &self_net), 0);
	n = readlink("/proc/net", text, sizeof(text) - 1);
	if (n >= 0)
		text[n] = '\0';
	measured("/proc/net -> %s; self/net is %s", text,
		 S_ISLNK(self_net.st_mode) ? "S_IFLNK" :
		 S_ISDIR(self_net.st_mode) ? "S_IFDIR" : "other");
	EXPECT_TRUE(S_ISLNK(net.st_mode));
	EXPECT_STREQ("self/net", text);
}

TEST_HARNESS_MAIN
