#!/bin/sh
# Everything the project needs, from Debian's packages: to build (a C
# compiler, make, pkg-config, gettext's msgfmt for the catalogues and the
# libraries), to run the whole test suite
# (mandoc, jq, Python with YAML and jsonschema, xmllint, rsvg-convert, Chromium, script(1),
# GNU parallel for the shards of zertz analyze,
# tmux and zsh for what a person sees on a terminal), and for
# the further targets (clang and its sanitizer runtime for make fuzz,
# clang-format and git for make format and check-format, valgrind, GNU time for
# make bench, ccache for the mutation check's few rebuilt mutants and
# the stub game's tree).
#
# As root on Debian, what is missing is installed; otherwise the one
# apt-get line to run is printed and the status is 1.  It needs nothing but
# a POSIX shell, dpkg-query and apt-get, so it runs before make exists.
# 'build' installs only what building and the demo need (a minute or two
# on a bare Debian 12, where the rest -- Chromium, clang, valgrind --
# would take ten), the README's first command:
#
#   sh tests/deps.sh build && make demo
#   sh tests/deps.sh && make check
#
# Written for Debian 12 and later; a package name a release does not know
# is said by apt-get.
build="gcc libc6-dev make pkg-config gettext libjansson-dev libzip-dev libdeflate-dev libyaml-dev libsqlite3-dev"
tests="libcmocka-dev mandoc jq python3 python3-yaml python3-jsonschema python3-lxml libxml2-utils librsvg2-bin chromium python3-websocket bsdutils tmux zsh parallel"
more="clang libclang-rt-dev clang-format git valgrind time ccache"
case ${1:-all} in
build) want=$build ;;
all) want="$build $tests $more" ;;
*) echo "usage: sh tests/deps.sh [build | all]" >&2; exit 2 ;;
esac
missing=
for p in $want; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	if apt-get update -qq && apt-get install -y -qq $missing >/dev/null; then
		exit 0
	fi
	echo "deps: apt-get install failed; the packages:$missing"
	exit 1
fi
echo "deps: missing Debian packages:$missing"
echo "deps: as root, run: apt-get install -y$missing"
exit 1
