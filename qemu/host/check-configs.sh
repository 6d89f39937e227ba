#!/bin/sh
# make check-configs: kernel A must build with CONFIG_NET_NS=n, with
# CONFIG_NET=n, and with SELinux (its hunk is not in the test config).
set -eu
. qemu/host/settings.sh
status=0
for flavour in nonetns nonet selinux; do
	if JOBS=${JOBS:-$(nproc)} sh qemu/host/build-kernel.sh A "$flavour" >"$BUILD/A/build-$flavour.log" 2>&1; then
		echo "ok - A builds with qemu/config/$flavour.config"
	else
		echo "not ok - A fails to build with qemu/config/$flavour.config ($BUILD/A/build-$flavour.log):"
		grep -E 'error|Error' "$BUILD/A/build-$flavour.log" | head -5
		status=1
	fi
done
exit $status
