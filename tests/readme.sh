#!/bin/sh
# The README's commands: every line '$ zertz ...' in a code block is run
# (with this build of zertz first in PATH, from the top of the tree) and
# its output must be the lines that follow it in the README.
cd "$(dirname "$0")/.." || exit 2
PATH=$(pwd):$PATH
export PATH
suite=readme
. tests/lib.sh
awk -v dir="$tmp" '
/^```/ { inblock = !inblock; if (!inblock && cur) close(out); cur = 0; next }
inblock && /^\$ zertz / { n++; cur = 1; out = sprintf("%s/%03d", dir, n); print substr($0, 3) >(out ".cmd"); close(out ".cmd"); printf "" >out; next }
inblock && cur { print >>out }
' README.md
for cmd in "$tmp"/*.cmd; do
	[ -f "$cmd" ] || continue
	want=${cmd%.cmd}
	if ! command -v jq >/dev/null 2>&1 && grep -q jq "$cmd"; then
		skip 1 "jq not installed: jq"
		continue
	fi
	sh "$cmd" >"$want.got" 2>&1
	if cmp -s "$want" "$want.got"; then
		ok
	else
		bad "$(cat "$cmd")" "$(diff -u "$want" "$want.got" | head -10)"
	fi
done
# the picture at the top is what its command draws
./zertz render -T svg --at 5 samples/isolation.zgn | cmp -s - samples/isolation-5.svg && ok ||
	bad "samples/isolation-5.svg is not what 'zertz render -T svg --at 5 samples/isolation.zgn' draws"
# the two commands are there, as .ci/run takes them (tests/readme-commands.sh)
is "the section 'Two commands' holds two commands" "$(sh tests/readme-commands.sh | wc -l)" 2
report
