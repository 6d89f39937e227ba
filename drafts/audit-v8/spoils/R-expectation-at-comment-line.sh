# base: race - A-evict-enoent's failed expectation is placed at race-net-link-rcu.c:12, a line of the header comment, not the EXPECT_EQ(enoent, 0) at line 96
sed -i 's/^# race\/race-net-link-rcu\.c:96:live_task_net_never_enoent:Expected enoent/# race\/race-net-link-rcu.c:12:live_task_net_never_enoent:Expected enoent/' A-evict-enoent/output.log
