#!/bin/sh
# tests/copy-tree.sh DIR: the sources as they are now, committed or not,
# without build products, copied into DIR (which must exist): what git
# lists in a clone, else the tree less objects and test output.  The
# copies the mutation check, make sanitize and make coverage build in.
cd "$(dirname "$0")/.." || exit 2
[ -d "$1" ] || { echo "copy-tree: $1 is not a directory"; exit 2; }
if git rev-parse --git-dir >/dev/null 2>&1; then
	git ls-files -co --exclude-standard | tar -cf - -T - | tar -xf - -C "$1"
else
	tar -cf - --exclude='*.o' --exclude='*.d' --exclude=./tests/out --exclude=./fuzz/out . | tar -xf - -C "$1"
fi
