#!/bin/sh
# Strangers' text in drawings and pages, parsed by libxml2: random text in
# every field of a record, through every SVG and HTML writer, must parse
# and read back as the text given, sanitised (tests/pages.py says how).
# PAGES_SEED and PAGES_N choose another run.  Needs Python with lxml
# (python3-lxml): without it the check is skipped, saying so.
cd "$(dirname "$0")/.." || exit 2
py=
for p in python3 /usr/bin/python3; do
	if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import lxml.etree, lxml.html' 2>/dev/null; then
		py=$p
		break
	fi
done
if [ -z "$py" ]; then
	echo "pages: 0 passed, 0 failed, all skipped (Python with lxml is not installed: apt-get install python3-lxml)"
	exit 0
fi
tmp=${TMPDIR:-/tmp}/zertz-pages.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
"$py" tests/pages.py ./zertz "$tmp" "${PAGES_SEED:-20261127}" "${PAGES_N:-40}"
