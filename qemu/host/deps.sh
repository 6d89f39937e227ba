#!/bin/sh
# Install the Debian packages the workbench needs, only those missing.
set -eu
pkgs="linux-source-6.1 qemu-system-x86 dracut iproute2 busybox-static trinity
ccache gcc make flex bison bc libelf-dev libssl-dev cpio gnuplot-nox git
findutils coreutils tar xz-utils perl"
missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "deps: installing$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >/dev/null
