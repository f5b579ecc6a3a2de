#!/bin/sh
# make check-hostile-scale: tests/scale.py (what it checks is said there).
cd "$(dirname "$0")/.." || exit 2
command -v python3 >/dev/null 2>&1 || { echo "scale: FAILED: python3 is needed (sh tests/deps.sh)"; exit 1; }
exec python3 tests/scale.py
