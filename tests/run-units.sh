#!/bin/sh
# Run each cmocka test program: one summary line for them all, as every
# other part of make check has; a program that fails prints what cmocka
# said of it, whole.  The counts are cmocka's own ("[  PASSED  ] N test(s).").
cd "$(dirname "$0")/.." || exit 2
suite=units
. tests/lib.sh
for t in "$@"; do
	if "./$t" >"$tmp/out" 2>&1; then
		# a program of several groups says it once a group
		n=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test(s)\.$/\1/p' "$tmp/out" | awk '{ s += $1 } END { if (NR) print s }')
		if [ -n "$n" ]; then pass=$((pass + n)); else bad "$t" "no count of passed tests:" "$(cat "$tmp/out")"; fi
	else
		bad "$t" "$(cat "$tmp/out")"
	fi
done
report
