// SPDX-License-Identifier: GPL-2.0
/*
 * A bind mount of one /proc/PID, and a chroot into /proc/PID: what does
 * net/dev give there?  Beside the bind mount sits a planted
 * netns-ID/net/dev, ID being the caller's own namespace, which the
 * relative text "../netns-ID/net" leads to from the bind mount (v3 and v4
 * resolved that text, and read it).  On control, alias and B net is a
 * directory and net/dev is the namespace's own file; on A the link
 * resolves inside its own mount only, so both give EXDEV.  No kernel may
 * read the planted file.  Last, a tmpfs mounted on /proc/self/net (mount(2)
 * follows the link: on A it lands on /proc/netns-ID/net) must mask
 * net/dev: ENOENT from the empty tmpfs on every kernel, A's link entering
 * the mount as a walk by name does (v4 refused the jump with EXDEV, and
 * so could not unmount it by that path), openat2() with RESOLVE_NO_XDEV
 * must refuse to cross into it, and an umount by the same path must bring
 * net/dev back.  Positive control: the planted file reads as
 * such by its own path.
 *
 * expect: control=pass alias=pass B=pass A=pass A-default=pass
 * expect-measured control alias B A-default: ^planted file there yes; bind mount: net/dev read lo, planted read no; chroot: net/dev read lo; under a mount on /proc/self/net: net/dev ENOENT, RESOLVE_NO_XDEV EXDEV; umount by that path 0, then net/dev read lo$
 * expect-measured A: ^planted file there yes; bind mount: net/dev EXDEV, planted read no; chroot: net/dev EXDEV; under a mount on /proc/self/net: net/dev ENOENT, RESOLVE_NO_XDEV EXDEV; umount by that path 0, then net/dev read lo$
 */
#include <linux/openat2.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include "kselftest_harness.h"
#include "compare.h"

#define TOP "/tmp/net-link-bind-mount"

/* "read lo" if @path reads as a net/dev with lo in it, else its errno */
static const char *net_dev(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return errno_name(errno);
	snprintf(buf, size, "%s", fd_contains(fd, "lo:") == 1 ? "read lo" : "read, no lo");
	close(fd);
	return buf;
}

TEST(bind_mount_and_chroot)
{
	char planted[96], pid_dir[32], buf[32], bind_res[32], chroot_res[32] = "?";
	char masked_res[32], unmasked_res[32];
	const char *umount_res, *no_xdev_res;
	struct open_how how = { .flags = O_RDONLY | O_DIRECTORY,
				.resolve = RESOLVE_NO_XDEV };
	int fd, pipefd[2], planted_there, planted_read;
	pid_t pid;
	ssize_t n;

	ASSERT_EQ(unshare(CLONE_NEWNS), 0);
	ASSERT_EQ(mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL), 0);
	mkdir(TOP, 0755);
	ASSERT_EQ(mount("tmpfs", TOP, "tmpfs", 0, NULL), 0);
	snprintf(planted, sizeof(planted), TOP "/netns-%lu", own_netns_cookie());
	ASSERT_EQ(mkdir(planted, 0755), 0);
	strcat(planted, "/net");
	ASSERT_EQ(mkdir(planted, 0755), 0);
	strcat(planted, "/dev");
	fd = open(planted, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
	ASSERT_GE(fd, 0);
	ASSERT_EQ(write(fd, "planted\n", 8), 8);
	close(fd);
	planted_there = file_contains_at(AT_FDCWD, planted, "planted");

	ASSERT_EQ(mkdir(TOP "/pid", 0755), 0);
	snprintf(pid_dir, sizeof(pid_dir), "/proc/%d", getpid());
	ASSERT_EQ(mount(pid_dir, TOP "/pid", NULL, MS_BIND, NULL), 0);
	snprintf(bind_res, sizeof(bind_res), "%s",
		 net_dev(TOP "/pid/net/dev", buf, sizeof(buf)));
	planted_read = file_contains_at(AT_FDCWD, TOP "/pid/net/dev", "planted") == 1;

	ASSERT_EQ(pipe(pipefd), 0);
	pid = fork();
	ASSERT_GE(pid, 0);
	if (pid == 0) {
		close(pipefd[0]);
		if (chroot(pid_dir) || chdir("/"))
			_exit(1);
		dprintf(pipefd[1], "%s", net_dev("/net/dev", buf, sizeof(buf)));
		_exit(0);
	}
	close(pipefd[1]);
	n = read(pipefd[0], chroot_res, sizeof(chroot_res) - 1);
	chroot_res[n > 0 ? n : 0] = '\0';
	close(pipefd[0]);
	ASSERT_EQ(waitpid(pid, NULL, 0), pid);

	ASSERT_EQ(mount("tmpfs", "/proc/self/net", "tmpfs", 0, NULL), 0);
	snprintf(masked_res, sizeof(masked_res), "%s",
		 net_dev("/proc/self/net/dev", buf, sizeof(buf)));
	fd = syscall(SYS_openat2, AT_FDCWD, "/proc/self/net", &how, sizeof(how));
	no_xdev_res = fd < 0 ? errno_name(errno) : "0";
	if (fd >= 0)
		close(fd);
	umount_res = umount("/proc/self/net") ? errno_name(errno) : "0";
	snprintf(unmasked_res, sizeof(unmasked_res), "%s",
		 net_dev("/proc/self/net/dev", buf, sizeof(buf)));

	measured("planted file there %s; bind mount: net/dev %s, planted read %s; chroot: net/dev %s; under a mount on /proc/self/net: net/dev %s, RESOLVE_NO_XDEV %s; umount by that path %s, then net/dev %s",
		 planted_there == 1 ? "yes" : "no", bind_res,
		 planted_read ? "yes" : "no", chroot_res, masked_res,
		 no_xdev_res, umount_res, unmasked_res);
	EXPECT_EQ(planted_there, 1);
	EXPECT_FALSE(planted_read);
	if (strcmp(bind_res, "read lo"))
		EXPECT_STREQ(bind_res, "EXDEV");
	if (strcmp(chroot_res, "read lo"))
		EXPECT_STREQ(chroot_res, "EXDEV");
	EXPECT_STREQ(masked_res, "ENOENT");
	EXPECT_STREQ(no_xdev_res, "EXDEV");
	EXPECT_STREQ(umount_res, "0");
	EXPECT_STREQ(unmasked_res, "read lo");
}

TEST_HARNESS_MAIN
