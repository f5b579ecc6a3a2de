#!/bin/sh
# The README's commands: every line '$ zertz ...' in a code block is run
# (with this build of zertz first in PATH, from the top of the tree) and
# its output must be the lines that follow it in the README.
cd "$(dirname "$0")/.." || exit 2
PATH=$(pwd):$PATH
export PATH
tmp=${TMPDIR:-/tmp}/zertz-readme.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
awk -v dir="$tmp" '
/^```/ { inblock = !inblock; if (!inblock && cur) close(out); cur = 0; next }
inblock && /^\$ zertz / { n++; cur = 1; out = sprintf("%s/%03d", dir, n); print substr($0, 3) >(out ".cmd"); close(out ".cmd"); printf "" >out; next }
inblock && cur { print >>out }
' README.md
pass=0 fail=0
for cmd in "$tmp"/*.cmd; do
	[ -f "$cmd" ] || continue
	want=${cmd%.cmd}
	command -v jq >/dev/null 2>&1 || ! grep -q jq "$cmd" || continue
	sh "$cmd" >"$want.got" 2>&1
	if cmp -s "$want" "$want.got"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL readme: $(cat "$cmd")"
		diff -u "$want" "$want.got" | head -10
	fi
done
echo "readme: $pass passed, $fail failed"
[ $fail = 0 ]
