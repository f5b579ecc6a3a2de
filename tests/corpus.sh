#!/bin/sh
# Corpus checks over ../shared/corpus (skipped when it is absent):
#   - every reference game validates, and replays to exactly the other
#     engine's position after every move (tests/corpus/refdiff).
shared=${1:-../shared}
corpus=$shared/corpus
cd "$(dirname "$0")/.." || exit 2
if [ ! -d "$corpus/reference" ]; then
	echo "corpus-check: $corpus not found, skipped"
	exit 0
fi
fail=0
ref=$(ls "$corpus"/reference/*/g*.txt | wc -l)
summary=$(./zertz validate -q --json "$corpus"/reference/*/g*.txt | grep -c '"valid":true')
if [ "$summary" != "$ref" ]; then
	echo "corpus-check: $summary of $ref reference games valid"
	./zertz validate "$corpus"/reference/*/g*.txt 2>&1 | grep -v 'lenient mode' | head -20
	fail=1
else
	echo "corpus-check: all $ref reference games valid"
fi
./tests/corpus/refdiff "$corpus"/reference/*/g*.txt | tail -5 || fail=1
exit $fail
