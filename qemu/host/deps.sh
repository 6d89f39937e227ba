#!/bin/sh
# Install the Debian packages the workbench needs, only those missing.
set -eu
. qemu/host/settings.sh
# rsync: the kernel's headers_install, which builds the Landlock sandboxer
# against its tree's uapi (compare-tests/Makefile); gnuplot-nox: the plots
pkgs="linux-source-${LINUX_VERSION:-6.12} qemu-system-x86 iproute2 busybox-static trinity
ccache crun gcc make flex bison bc libelf-dev libssl-dev cpio gnuplot-nox git
findutils coreutils tar xz-utils perl rsync lcov procps"
missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	# shellcheck disable=SC2086
	apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

# AppArmor's parser, aa-exec and Debian's policy, for the guest only:
# unpacked into build/apparmor, never installed, since the package's
# scripts would load the profiles into this machine's kernel.
aa=$BUILD/apparmor
if [ ! -x $aa/sbin/apparmor_parser ]; then
	rm -rf $aa.tmp
	mkdir -p $aa.tmp
	(cd $aa.tmp && { apt-get download -qq apparmor apparmor-profiles 2>/dev/null ||
		{ apt-get update -qq && apt-get download -qq apparmor apparmor-profiles; }; })
	for deb in $aa.tmp/*.deb; do dpkg-deb -x "$deb" $aa.tmp/root; done
	rm -rf $aa
	mv $aa.tmp/root $aa
	rm -rf $aa.tmp
fi
