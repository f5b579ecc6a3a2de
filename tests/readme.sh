#!/bin/sh
# The README's commands: every line '$ ./zertz ...' in a code block is
# run as a newcomer types it, from the top of the tree (zertz is not on
# the PATH: issue 62), and its output must be the lines that follow it in
# the README; a line '$ zertz ...' (that would need zertz installed) is
# an error.
cd "$(dirname "$0")/.." || exit 2
suite=readme
. tests/lib.sh
awk -v dir="$tmp" '
/^```/ { inblock = !inblock; if (!inblock && cur) close(out); cur = 0; next }
inblock && /^\$ zertz / { print "the README runs zertz from the PATH (it is ./zertz until installed): " $0 >(dir "/path"); next }
inblock && /^\$ \.\/zertz / { n++; cur = 1; out = sprintf("%s/%03d", dir, n); print substr($0, 3) >(out ".cmd"); close(out ".cmd"); printf "" >out; next }
inblock && cur { print >>out }
' README.md
is "every command as typed: ./zertz, not zertz" "$(cat "$tmp/path" 2>/dev/null)" ""
is "the tour's commands are found" "$(ls "$tmp"/*.cmd | wc -l | awk '{ print ($1 >= 10) }')" 1
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
