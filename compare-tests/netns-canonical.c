// SPDX-License-Identifier: GPL-2.0
/*
 * One name per namespace: only the canonical decimal spelling of ID
 * resolves, as for /proc/PID (name_to_int()).  netns-0ID or netns-+ID
 * would give one directory a second dentry, which is what the series
 * exists to prevent.  On control and B even the canonical name is ENOENT.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^canonical: ENOENT; others not ENOENT: none$
 * expect-measured A: ^canonical: 0; others not ENOENT: none$
 */
#include "kselftest_harness.h"
#include "compare.h"

TEST(only_canonical_name_resolves)
{
	const char *fmt[] = { "/proc/netns-0%lu", "/proc/netns-+%lu",
			      "/proc/netns-%lu00000000000000000000", "/proc/netns- %lu",
			      "/proc/netns-%lux" };
	unsigned long id = netns_id("self");
	char path[64], bad[128] = "";
	struct stat st;
	int canonical, i;

	ASSERT_NE(id, 0);
	snprintf(path, sizeof(path), "/proc/netns-%lu", id);
	canonical = stat(path, &st) ? errno : 0;
	for (i = 0; i < (int)(sizeof(fmt) / sizeof(fmt[0])); i++) {
		snprintf(path, sizeof(path), fmt[i], id);
		if (stat(path, &st) == 0 || errno != ENOENT)
			snprintf(bad + strlen(bad), sizeof(bad) - strlen(bad),
				 " %s", fmt[i] + 12);
	}
	measured("canonical: %s; others not ENOENT:%s", errno_name(canonical),
		 bad[0] ? bad : " none");
	EXPECT_EQ(canonical, 0);
	EXPECT_STREQ(bad, "");
}

TEST_HARNESS_MAIN
