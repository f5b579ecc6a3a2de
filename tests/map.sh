#!/bin/sh
# The map from each rule and each diagnostic code to the tests that check
# it, written between the markers of tests/README.md.
#
#   tests/map.sh          check: every rule of spec/RULES.md and
#                         spec/TZAAR.md and every code of zertz explain
#                         --list has a test, and tests/README.md's map is
#                         the one this script writes (make check-map)
#   tests/map.sh --write  write the map into tests/README.md (make test-map)
#
# A code is checked where a test expects it: its name as JSON gives it
# ("code":"NAME"), its constant in a unit test (ZZ_E_NAME), or its message
# in an expected output.  A rule is checked where a diagnostic of it is
# expected ("[NAME]", "rule":"NAME") and where a deliberate bug of it
# (tests/mutations, "[NAME]" in its title) is caught by a named test.
cd "$(dirname "$0")/.." || exit 2
[ -x ./zertz ] || { echo "map: ./zertz is not built"; exit 1; }
tmp=${TMPDIR:-/tmp}/zertz-map.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
# the test files: tracked, under tests/, but the mutations, this map, its
# README and explain's expected outputs (files a name is merely listed in)
# (git's list when this tree is a repository's top; a copy made for
# coverage inside tests/out is not, though git answers there)
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ]; then
	git ls-files tests
else
	find tests -type f ! -path 'tests/out/*'
fi | grep -v -e '^tests/mutations$' -e '^tests/map\.sh$' -e '^tests/README\.md$' \
	-e '^tests/regress/explain/' -e '\.[od]$' -e '\.so$' | sort >"$tmp/files"
# the files (at most four named, then how many more) that hold a match
# of the extended regular expression $1
where() {
	grep -IlE -- "$1" $(cat "$tmp/files") 2>/dev/null >"$tmp/hits"
	n=$(wc -l <"$tmp/hits")
	if [ "$n" = 0 ]; then
		echo "**none**"
		return 1
	fi
	head -4 "$tmp/hits" | sed 's/^tests\///; s/.*/`&`/' | paste -sd ' ' - | sed 's/` `/`, `/g' | tr -d '\n'
	[ "$n" -gt 4 ] && printf ' and %d more' $((n - 4))
	echo
}
# an ERE matching s as it is
quote() { printf '%s' "$1" | sed 's/[][\.*^$(){}+?|/]/\\&/g'; }
missing=0
{
	echo "<!-- written by tests/map.sh --write: do not edit by hand -->"
	echo
	echo "### Rules"
	echo
	echo "| rule | tests that expect or name it | its deliberate bugs (tests/mutations), caught by |"
	echo "|---|---|---|"
	# the rules: each [name] of the two rule books' lists of rules
	for book in spec/RULES.md spec/TZAAR.md; do
		grep -E '^ *(-|[0-9]+\.) ' "$book" | grep -o '\[[a-z][a-z0-9-]*\]'
	done | tr -d '[]' | awk '!seen[$0]++' >"$tmp/rules"
	while read -r r; do
		w=$(where "\\[$r\\]|\"rule\": ?\"$r\"") || missing=$((missing + 1))
		[ "$w" = "**none**" ] && echo "map: no test expects a diagnostic of the rule [$r]" >&2
		m=$(awk -v r="[$r]" '/^@ / { t = index($0, r) } /^% / && t { print $2; t = 0 }' tests/mutations |
			sort | uniq -c | awk '{ printf "%s`%s`%s", sep, $2, ($1 > 1 ? " (" $1 ")" : ""); sep = ", " }')
		echo "| \`$r\` | $w | ${m:-} |"
	done <"$tmp/rules"
	echo
	echo "### Diagnostic codes"
	echo
	echo "| code | tests that expect it |"
	echo "|---|---|"
	./zertz explain --list >"$tmp/codes"
	while read -r c level rest; do
		msg=${rest% \[*\]}
		E=$(echo "$c" | tr 'a-z-' 'A-Z_')
		w=$(where "\"code\": ?\"$c\"|ZZ_[EWN]_$E\\b|$(quote "$msg")") || missing=$((missing + 1))
		[ "$w" = "**none**" ] && echo "map: no test expects the code $c ($msg)" >&2
		echo "| \`$c\` | $w |"
	done <"$tmp/codes"
} >"$tmp/map"
# the README: its text up to the marker, then the map
if [ "${1:-}" = --write ]; then
	sed '/^<!-- written by tests\/map.sh/,$d' tests/README.md >"$tmp/readme"
	cat "$tmp/map" >>"$tmp/readme"
	cp "$tmp/readme" tests/README.md
	echo "map: tests/README.md written"
	exit 0
fi
status=0
if [ "$missing" -gt 0 ]; then
	echo "map: $missing rules or codes without a test"
	status=1
fi
sed -n '/^<!-- written by tests\/map.sh/,$p' tests/README.md >"$tmp/have"
if ! cmp -s "$tmp/map" "$tmp/have"; then
	diff -u "$tmp/have" "$tmp/map" | head -20
	echo "map: tests/README.md's map is not current: make test-map writes it"
	status=1
fi
[ $status = 0 ] && echo "check-map: $(wc -l <"$tmp/rules") rules and $(wc -l <"$tmp/codes") codes, each with a test"
exit $status
