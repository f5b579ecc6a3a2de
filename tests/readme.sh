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
pass=0 fail=0 skipped=0
for cmd in "$tmp"/*.cmd; do
	[ -f "$cmd" ] || continue
	want=${cmd%.cmd}
	if ! command -v jq >/dev/null 2>&1 && grep -q jq "$cmd"; then
		skipped=$((skipped + 1))
		continue
	fi
	sh "$cmd" >"$want.got" 2>&1
	if cmp -s "$want" "$want.got"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL readme: $(cat "$cmd")"
		diff -u "$want" "$want.got" | head -10
	fi
done
# the picture at the top is what its command draws
if ./zertz render -T svg --at 5 samples/isolation.zgn | cmp -s - samples/isolation-5.svg; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "FAIL readme: samples/isolation-5.svg is not what 'zertz render -T svg --at 5 samples/isolation.zgn' draws"
fi
# the two commands are there, as .ci/run takes them (tests/readme-commands.sh)
if [ "$(sh tests/readme-commands.sh | wc -l)" = 2 ]; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "FAIL readme: the section 'Two commands' does not hold two commands"
fi
if [ $skipped -gt 0 ]; then
	echo "readme: $pass passed, $fail failed, $skipped skipped (jq not installed: jq)"
else
	echo "readme: $pass passed, $fail failed"
fi
[ $fail = 0 ]
