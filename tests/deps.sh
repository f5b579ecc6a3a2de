#!/bin/sh
# Make sure the build and test dependencies are installed.  As root on
# Debian, install what is missing; otherwise print the apt-get line.
pkgs="gcc make pkg-config libjansson-dev libzip-dev libdeflate-dev libcmocka-dev libyaml-dev mandoc jq python3-yaml"
missing=
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "deps: installing$missing"
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null || {
		echo "deps: apt-get install failed"; exit 1; }
	exit 0
fi
echo "deps: missing packages:$missing"
echo "deps: run: apt-get install -y$missing"
exit 1
