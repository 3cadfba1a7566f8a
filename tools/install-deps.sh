#!/bin/sh
# Install what building, testing and packaging asyncc needs on Debian 12.
#
#   build:     gcc make autoconf automake libtool pkg-config
#              llvm-19-dev (LLVM C API) zlib1g-dev
#   test:      libcriterion-dev (unit tests), llvm-19-tools (FileCheck),
#              mlir-19-tools libmlir-19 (mlir-opt-19, the differential oracle
#              and benchmark baseline), clang-19 libclang-rt-19-dev
#              (sanitizers, libFuzzer), gdb (debug-info test), valgrind,
#              hyperfine (benchmarks), libtbb-dev libomp-19-dev (oneTBB
#              and LLVM's OpenMP, make bench-runtime's other runtimes),
#              cmake meson ninja-build (the CMake
#              package and the Meson recipe: tests/driver/cmake*.sh and
#              meson.sh build examples/cmake-consumer and meson-consumer)
#   packaging: debhelper devscripts lintian fakeroot dpkg-dev
#              autopkgtest (runs debian/tests against the built .debs:
#              autopkgtest ./*.deb . -- null)
#
# Run as root (or with sudo available).  Already-installed packages are
# left alone, so running it twice is cheap.
set -eu

pkgs="build-essential autoconf automake libtool pkg-config
      llvm-19-dev llvm-19-tools zlib1g-dev libcriterion-dev
      mlir-19-tools libmlir-19 clang-19 libclang-rt-19-dev
      gdb valgrind hyperfine cmake meson ninja-build
      libtbb-dev libomp-19-dev
      debhelper devscripts lintian fakeroot dpkg-dev autopkgtest"

missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
[ -z "$missing" ] && { echo "install-deps: everything is installed"; exit 0; }

echo "install-deps: installing:$missing"
if [ "$(id -u)" -ne 0 ]; then
	SUDO=sudo
else
	SUDO=
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
