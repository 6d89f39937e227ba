// SPDX-License-Identifier: GPL-2.0
/*
 * Owner of /proc/PID/net/: on A it is /proc/netns-ID/net, owned like the
 * files in it by the root of the user namespace that owns the network
 * namespace; on the control and B it is a /proc/PID directory, owned by
 * the task's euid.  Two tasks tell them apart:
 *  - uid 65534 (dumpable, or proc would show root anyway) in the initial
 *    network namespace: A shows 0, the control and B 65534;
 *  - root, in a network namespace made inside a user namespace whose
 *    root is uid 1000: A shows 1000, the control and B 0.
 *
 * expect: control=fail alias=fail B=fail A=pass A-default=fail
 * expect-measured control alias B A-default: ^owner of PID/net/: task uid 65534 in init netns: 65534; root task in netns of userns with root 1000: 0$
 * expect-measured A: ^owner of PID/net/: task uid 65534 in init netns: 0; root task in netns of userns with root 1000: 1000$
 */
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "compare.h"

#define OWNER_ROOT	1000

static int become_nobody(void)
{
	return setgroups(0, NULL) || setgid(65534) || setuid(65534) ||
	       prctl(PR_SET_DUMPABLE, 1);
}

static int enter_new_userns(void)
{
	return unshare(CLONE_NEWUSER);
}

static int write_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	int ret = fd < 0 || write(fd, text, strlen(text)) != strlen(text);

	if (fd >= 0)
		close(fd);
	return ret ? -1 : 0;
}

/*
 * A task in a new user namespace whose root is OWNER_ROOT, then in a new
 * network namespace made there, so owned by that user namespace.
 */
static pid_t spawn_userns_netns(void)
{
	int go[2], done[2];
	char path[64], map[32], c;
	pid_t pid;

	snprintf(map, sizeof(map), "0 %d 1\n", OWNER_ROOT);
	if (pipe(go) || pipe(done))
		return -1;
	pid = fork();
	if (pid == 0) {
		if (enter_new_userns() || write(done[1], "u", 1) != 1 ||
		    read(go[0], &c, 1) != 1 || unshare(CLONE_NEWNET) ||
		    write(done[1], "n", 1) != 1)
			_exit(1);
		pause();
		_exit(0);
	}
	close(go[0]);
	close(done[1]);
	if (pid > 0 && read(done[0], &c, 1) == 1) {
		snprintf(path, sizeof(path), "/proc/%d/uid_map", pid);
		if (write_file(path, map) == 0 &&
		    write(go[1], "g", 1) == 1 && read(done[0], &c, 1) == 1)
			goto out;
	}
	if (pid > 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	pid = -1;
out:
	close(go[1]);
	close(done[0]);
	return pid;
}

static long owner_of_net(pid_t pid)
{
	char path[64];
	struct stat st;

	snprintf(path, sizeof(path), "/proc/%d/net/", pid);
	return stat(path, &st) ? -errno : (long)st.st_uid;
}

TEST(pid_net_owned_by_netns_owner_root)
{
	pid_t nobody, userns;
	long owner[2];

	nobody = spawn_sleeper(become_nobody);
	ASSERT_GT(nobody, 0);
	userns = spawn_userns_netns();
	if (userns < 0) {
		kill(nobody, SIGKILL);
		waitpid(nobody, NULL, 0);
	}
	ASSERT_GT(userns, 0);
	owner[0] = owner_of_net(nobody);
	owner[1] = owner_of_net(userns);
	kill(nobody, SIGKILL);
	kill(userns, SIGKILL);
	waitpid(nobody, NULL, 0);
	waitpid(userns, NULL, 0);
	measured("owner of PID/net/: task uid 65534 in init netns: %ld; root task in netns of userns with root %d: %ld",
		 owner[0], OWNER_ROOT, owner[1]);
	EXPECT_EQ(owner[0], 0);
	EXPECT_EQ(owner[1], OWNER_ROOT);
}

TEST_HARNESS_MAIN
