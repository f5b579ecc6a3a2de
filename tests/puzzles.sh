#!/bin/sh
# zertz puzzles (issue 63; spec/ANALYSIS.md 4), checked by code simpler
# than the search that finds them:
#   - each puzzle is a ZGN record that validate replays by the rules alone:
#     the solution legal, ending in the solver's win, 2 n - 1 turns long
#     (the defender holds out to the last);
#   - plain minimax (tests/minimax -u: every turn, every reply, no table)
#     gives each position its least win, n, exactly one turn that wins
#     within the horizon, and the position after it is the one after the
#     solution's first turn;
#   - one puzzle to a position up to symmetry: games and their mirror
#     images give each puzzle once, met twice; sorted by length, then by
#     the times met;
#   - -j 2, and a second run from the cache, write the same bytes;
#   - strangers' names stay inside their ZGN tags and escaped on the page.
# The page in a browser: tests/viewer.py (part puzzles).
cd "$(dirname "$0")/.." || exit 2
suite=puzzles
. tests/lib.sh
py=python3

./bench/randgame -n 20 -s 9 >"$tmp/r.zgn" 2>/dev/null
$py tests/mirror.py <"$tmp/r.zgn" >"$tmp/m.zgn"

# the positions of a puzzles file, its rules, its lengths, a line each
field() { sed -n "s/^\\[$1 \"\\(.*\\)\"\\]\$/\\1/p" "$2"; }

# (the searches are the time this script takes, four times over under
# ASan: each set of games is searched as few times as the checks need,
# the puzzles of the last 10 turns where the others are not needed)
if part facts same; then
	$Z puzzles -q --no-cache "$tmp/r.zgn" samples/blitz.zgn samples/repetition.zgn >"$tmp/p.zgn" 2>"$tmp/err"
	is "puzzles exits 0" "$?" 0
	n=$(grep -c '^\[Event "Puzzle' "$tmp/p.zgn")
	check "random games and the samples have puzzles" [ "$n" -ge 10 ]
	# validate: every solution legal, its result the solver's
	# (-W error: a result the moves do not decide is a warning, made an error)
	$Z validate -q -W error "$tmp/p.zgn" >"$tmp/v" 2>&1
	is "every puzzle replays, the moves deciding its declared result" "$?" 0
	is "no solution's result left to its declaration" "$($Z select -q --reason declared "$tmp/p.zgn" | grep -c '^\[Event')" 0
	# the lengths: the solution's turns are 2 n - 1
	field Event "$tmp/p.zgn" | sed 's/.*win in //' >"$tmp/len"
	awk '/^\[Event/ { if (n != "") print n; n = 0 } /^[0-9]+\. / { n++ } END { print n }' "$tmp/p.zgn" >"$tmp/plies"
	is "each solution 2 n - 1 turns" "$(awk '{ print 2 * $1 - 1 }' "$tmp/len" | tr '\n' ' ')" \
		"$(tr '\n' ' ' <"$tmp/plies")"
	is "sorted by length" "$(sort -n "$tmp/len" | tr '\n' ' ')" "$(tr '\n' ' ' <"$tmp/len")"
	# plain minimax, position by position under its own rules
	field Rules "$tmp/p.zgn" >"$tmp/rules"
	field Position "$tmp/p.zgn" >"$tmp/pos"
	: >"$tmp/mm"
	paste -d '\n' "$tmp/rules" "$tmp/pos" | while IFS= read -r rules && IFS= read -r pos; do
		printf '%s\n' "$pos" | ./tests/minimax -u 2 "$rules" | grep '^puzzle' || echo "puzzle ? ? minimax failed"
	done >"$tmp/mm"
	is "minimax: the least win is each puzzle's length" "$(cut -d' ' -f2 "$tmp/mm" | tr '\n' ' ')" \
		"$(tr '\n' ' ' <"$tmp/len")"
	is "minimax: one winning turn in each" "$(cut -d' ' -f3 "$tmp/mm" | sort -u)" 1
	$Z convert -q -t position --at 1 "$tmp/p.zgn" >"$tmp/after"
	cut -d' ' -f4- "$tmp/mm" >"$tmp/mafter"
	if cmp -s "$tmp/after" "$tmp/mafter"; then ok; else bad "minimax: the winning turn is the solution's first" "$(diff "$tmp/after" "$tmp/mafter" | head -4)"; fi
	# where it came from
	check "each puzzle names its game's source" [ "$(field Source "$tmp/p.zgn" | grep -c .)" -eq "$n" ]
	check "found: yes or no" [ "$(field Found "$tmp/p.zgn" | grep -cvx 'yes\|no')" -eq 0 ]
fi

if part symmetry; then
	$Z puzzles -q --no-cache --last 10 "$tmp/r.zgn" >"$tmp/one.zgn"
	$Z puzzles -q --no-cache --last 10 "$tmp/r.zgn" "$tmp/m.zgn" >"$tmp/two.zgn"
	is "a game's mirror image adds no puzzle" "$(grep -c '^\[Event' "$tmp/two.zgn")" \
		"$(grep -c '^\[Event' "$tmp/one.zgn")"
	is "each met twice" "$(field Occurrences "$tmp/two.zgn" | sort -u | tr '\n' ' ')" \
		"$(field Occurrences "$tmp/one.zgn" | awk '{ print 2 * $1 }' | sort -u | tr '\n' ' ')"
	is "the positions of the first met: the games'" "$(field Position "$tmp/two.zgn")" \
		"$(field Position "$tmp/one.zgn")"
	# the times met sort puzzles of one length: the mirror of a game
	# met once more brings its puzzles first
	head -n "$(grep -n '^\*\|^1-0\|^0-1' "$tmp/m.zgn" | sed -n 3p | cut -d: -f1)" "$tmp/m.zgn" >"$tmp/m3.zgn"
	$Z puzzles -q --no-cache --last 10 "$tmp/r.zgn" "$tmp/m3.zgn" >"$tmp/three.zgn"
	field Occurrences "$tmp/three.zgn" >"$tmp/occ"
	field Event "$tmp/three.zgn" | sed 's/.*win in //' | paste - "$tmp/occ" >"$tmp/lo"
	is "sorted by length, then the times met, most first" "$(sort -s -k1,1n -k2,2nr "$tmp/lo" | tr '\n' ' ')" \
		"$(tr '\n' ' ' <"$tmp/lo")"
	check "some met twice, some once" [ "$(sort -u "$tmp/occ" | tr '\n' ' ')" = "1 2 " ]
fi

if part same; then
	cp "$tmp/p.zgn" "$tmp/j1.zgn"
	$Z puzzles -q --no-cache -j 2 "$tmp/r.zgn" samples/blitz.zgn samples/repetition.zgn >"$tmp/j2.zgn"
	if cmp -s "$tmp/j1.zgn" "$tmp/j2.zgn"; then ok; else bad "-j 2 writes -j 1's bytes" "$(diff "$tmp/j1.zgn" "$tmp/j2.zgn" | head -4)"; fi
	$Z puzzles -q --cache "$tmp/c.sqlite" "$tmp/r.zgn" samples/blitz.zgn samples/repetition.zgn >"$tmp/c1.zgn"
	$Z puzzles --cache "$tmp/c.sqlite" "$tmp/r.zgn" samples/blitz.zgn samples/repetition.zgn >"$tmp/c2.zgn" 2>"$tmp/c2err"
	if cmp -s "$tmp/j1.zgn" "$tmp/c1.zgn" && cmp -s "$tmp/j1.zgn" "$tmp/c2.zgn"; then ok; else bad "the cache changes nothing" "$(diff "$tmp/j1.zgn" "$tmp/c2.zgn" | head -4)"; fi
	check "the second run from the cache" grep -q 'found in the cache' "$tmp/c2err"
	# the page: the same puzzles, each once
	$Z puzzles -q --cache "$tmp/c.sqlite" -t html "$tmp/r.zgn" samples/blitz.zgn samples/repetition.zgn >"$tmp/p.html"
	is "the page has every puzzle" "$(grep -c '<article class="puzzle"' "$tmp/p.html")" \
		"$(grep -c '^\[Event' "$tmp/j1.zgn")"
	$Z puzzles -q --no-cache -o "$tmp/o.html" samples/blitz.zgn
	check "-o FILE.html writes the page" grep -q '^<!DOCTYPE html>' "$tmp/o.html"
	$Z puzzles -q --no-cache -t xml samples/blitz.zgn >/dev/null 2>"$tmp/e"
	is "-t xml refused" "$?" 2
fi

# a position of a real game (tests/analyze/undecided.zgn) with one winning
# turn, which a budget of 4000 nodes finds, but not that the others do not
# win: not a puzzle, and said so; with the default budget, a puzzle
if part undecided; then
	$Z puzzles --no-cache --budget 4000 tests/analyze/undecided.zgn >"$tmp/u.zgn" 2>"$tmp/u.err"
	is "a winning turn whose others are undecided: no puzzle" "$(grep -c '^\[Event' "$tmp/u.zgn")" 0
	check "and said" grep -q '1 position with one winning turn, 1 not decided within the budget' "$tmp/u.err"
	$Z puzzles -q --no-cache tests/analyze/undecided.zgn >"$tmp/u.zgn"
	is "with the default budget, a puzzle" "$(grep -c '^\[Event' "$tmp/u.zgn")" 1
	is "which plain minimax finds" "$(field Position "$tmp/u.zgn" | ./tests/minimax -u 2 | grep '^puzzle')" \
		"puzzle 2 1 $($Z convert -q -t position --at 1 "$tmp/u.zgn")"
fi

if part strangers; then
	{
		printf '[First "<i>q\\"uote\\\\ ]\\n[tag</i>"]\n[Second "<b>bob</b>"]\n'
		cat samples/blitz.zgn
	} >"$tmp/s.zgn"
	$Z puzzles -q --no-cache "$tmp/s.zgn" >"$tmp/s.out"
	is "the names read back as they were" "$(field First "$tmp/s.out")" '<i>q\"uote\\ ]\n[tag</i>'
	$Z validate -q -W error "$tmp/s.out"
	is "and the record valid" "$?" 0
	# on a terminal (script(1)), a name's escape sequence shown as text, not sent raw
	printf '[First "ann\033]0;pwned\007"]\n' >"$tmp/e.zgn"
	cat samples/blitz.zgn >>"$tmp/e.zgn"
	script -q -e -c "$Z puzzles -q --no-cache $tmp/e.zgn" /dev/null </dev/null >"$tmp/e.out" 2>&1
	check "on a terminal: no escape byte" sh -c "! grep -q \"$(printf '\033')\" '$tmp/e.out'"
	check "on a terminal: the name shown as text" grep -q 'First "ann\\033]0;pwned\\007"' "$tmp/e.out"
	$Z puzzles -q --no-cache -t html "$tmp/s.zgn" >"$tmp/s.html"
	check "no markup of a name on the page" sh -c "! grep -q '<b>bob\\|<i>q' '$tmp/s.html'"
	check "the names as text" grep -q '&lt;b&gt;bob&lt;/b&gt;' "$tmp/s.html"
	check "the solver's name in the heading as text" grep -q '<h2>Puzzle 1: the first player (&lt;i&gt;q' "$tmp/s.html"
fi

report
