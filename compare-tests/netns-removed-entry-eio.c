// SPDX-License-Identifier: GPL-2.0
/*
 * A file opened under /proc/netns-ID/net whose proc entry is then removed
 * reads EIO, as any proc file does after remove_proc_entry(): it must
 * neither keep showing the old data nor reach freed memory.  The entry is
 * net/dev_snmp6/DEV of a veth device (IPv6 is built in, see
 * qemu/config/kernel.config), made in a namespace of our own and deleted
 * with "ip link del" while the namespace lives on.  Control and B have no
 * /proc/netns-ID.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^open /proc/netns-[0-9]+/net/dev_snmp6/eioa: ENOENT$
 * expect-measured A: ^read before: ifIndex; after ip link del: EIO$
 */
#include <sched.h>
#include "kselftest_harness.h"
#include "compare.h"

#define DEV "eioa"

TEST(removed_entry_reads_eio)
{
	char path[96], buf[4096];
	unsigned long id;
	ssize_t before, after;
	int fd, err;

	if (unshare(CLONE_NEWNET))
		SKIP(return, "unshare(CLONE_NEWNET): %s", strerror(errno));
	ASSERT_EQ(system("/bin/ip link add " DEV " type veth peer name eiob"), 0);
	id = netns_id("self");
	ASSERT_NE(id, 0);
	snprintf(path, sizeof(path), "/proc/netns-%lu/net/dev_snmp6/" DEV, id);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		measured("open %s: %s", path, errno_name(errno));
		ASSERT_GE(fd, 0);
	}
	before = pread(fd, buf, sizeof(buf) - 1, 0);
	buf[before > 0 ? before : 0] = '\0';
	ASSERT_EQ(system("/bin/ip link del " DEV), 0);
	after = pread(fd, buf + 1024, sizeof(buf) - 1024, 0);
	err = after < 0 ? errno : 0;
	close(fd);
	measured("read before: %s; after ip link del: %s",
		 before <= 0 ? "nothing" : strncmp(buf, "ifIndex", 7) ?
		 "other" : "ifIndex", after < 0 ? errno_name(err) :
		 after ? "data" : "EOF");
	EXPECT_GT(before, 0);
	EXPECT_EQ(after, -1);
	EXPECT_EQ(err, EIO);
}

TEST_HARNESS_MAIN
