# base: docs - DESIGN.md's table backs "no rename deadlock, also between two namespaces" with [netns-canonical], a test that exists but only stats netns-ID names (no rename, no second namespace), where it cited [deadlock-two-netns]: a [TEST] citation is held to a test existing, never to what the test measures
sed -i 's/| \[deadlock-rename\]; \[deadlock-two-netns\]; \[REPORT §7: trinity-unprivileged\] |/| [deadlock-rename]; [netns-canonical]; [REPORT §7: trinity-unprivileged] |/' series-netns-id/DESIGN.md
grep -n '\[netns-canonical\]; \[REPORT §7' series-netns-id/DESIGN.md
