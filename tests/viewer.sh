#!/bin/sh
# The web viewer (render -t html) and the diagrams' text in headless
# Chromium, driven through the DevTools protocol by tests/viewer.py (over
# python3-websocket: Debian's python3, where another one comes first in
# PATH).  Without Chromium the check is skipped, saying so; CI installs
# it (tests/deps.sh), so there it always runs.
cd "$(dirname "$0")/.." || exit 2
tmp=${TMPDIR:-/tmp}/zertz-viewer.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
	echo "viewer: skipped, all checks: Chromium is not installed (apt-get install chromium)"
	[ -z "$ZERTZ_NEED_BROWSER" ] || { echo "viewer: ZERTZ_NEED_BROWSER is set: failing"; exit 1; }
	exit 0
fi
py=python3
[ -x /usr/bin/python3 ] && py=/usr/bin/python3
if ! $py -c 'import websocket' 2>/dev/null; then
	echo "viewer: skipped, all checks: python3-websocket is not installed"
	[ -z "$ZERTZ_NEED_BROWSER" ] || { echo "viewer: ZERTZ_NEED_BROWSER is set: failing"; exit 1; }
	exit 0
fi
$py tests/viewer.py ./zertz "$tmp"
rc=$?
# the screenshots, kept for a look (tests/out is not committed)
mkdir -p tests/out/viewer && cp "$tmp"/viewer-*.png tests/out/viewer/ 2>/dev/null
exit $rc
