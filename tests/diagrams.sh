#!/bin/sh
# Diagrams checked against what a reader sees, with expected values worked
# out by hand from the layout (zertz(1) render) and the samples' moves, not
# taken from a run: the ASCII board's columns, marks and key, the result
# on a finished game, replay and render drawing one board; in SVG, the
# marks' contrast in greyscale, opaque marbles, the result, text inside the
# picture for the longest names and chains, arrowheads.
cd "$(dirname "$0")/.." || exit 2
tmp=${TMPDIR:-/tmp}/zertz-diagrams.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL diagrams: $*"; }
same() {
	if [ "$2" = "$3" ]; then ok; else
		bad "$1"
		printf '  want: %s\n  got:  %s\n' "$3" "$2" | head -40
	fi
}
py=python3

# ---- ASCII ----

# The empty 37-ring board: a box of five columns every three, the marble in
# its middle (column 4 + 3x of board column x after the two of the margin),
# the rim's labels outside: left of the left half, right of the rest.
same "ASCII start board" "$(./zertz render -T ascii --at 0 samples/isolation.zgn | sed -n 2,14p)" \
"             .  d7
      c6  .     .  e6
   b5  .     .     .  f5
a4  .     .     .     .  g4
       .     .     .
a3  .     .     .     .  g3
       .     .     .
a2  .     .     .     .  g2
       .     .     .
a1  .     .     .     .  g1
   b1  .     .     .  f1
      c1  .     .  e1
             .  d1"

# every ring of a column in one text column, rim or not, on every board
# (the empty boards' position strings: a column of dots per board column)
for board in 37:..../...../....../......./....../...../.... \
	40:...../....../......./......./....../...../.... \
	43:...../....../......./......./....../...../..../... \
	44:...../....../......./......../......./....../..... \
	48:...../....../......./......../......./....../...../.... \
	61:...../....../......./......../........./......../......./....../.....; do
	rings=${board%%:*}
	./zertz render -T ascii --position "$rings ${board#*:} 6/8/10 0/0/0 0/0/0 1" 2>&1 |
		awk -v rings="$rings" '
		/^pool/ { exit }
		{
			for (i = 1; i <= length($0); i++) {
				c = substr($0, i, 1)
				if (c != "." && c != "-") continue
				# a symbol is where (i - 1) - 2 - 2 is a multiple of 3
				if ((i - 5) % 3 != 0) bad = bad " line " NR " col " i
				n++
			}
		}
		END { if (n != rings || bad != "") { print "rings " n bad; exit 1 } }' >"$tmp/cols" &&
		ok || bad "$rings rings: a ring off its column: $(cat "$tmp/cols")"
done

# Turn 5 of samples/isolation.zgn is Wb1,d6 x Wd7 (zertz(5)): b1 placed,
# d6 removed, d7's white lost to isolation; turn 6 is x a1Wc1, the grey
# from a1 over the white on b1 to c1.
same "marks of a placement" "$(./zertz render -T ascii --at 5 samples/isolation.zgn | sed -n '2p;4p;12p;15p')" \
"           < W >d7
   b5  .   { - }   -  f5
   b1[ W ]   .     .  f1
key: [ ] placed  { } ring removed  < > isolated"
same "marks of a capture" "$(./zertz render -T ascii --at 6 samples/isolation.zgn | sed -n '11,13p;15p')" \
"a1* . *   .     .     B  g1
   b1( W )   .     .  f1
      c1[ G ]   .  e1
key: * * capture starts  [ ] capture ends  ( ) captured"
# a chain of two jumps: the start, the landing on the way, the end
same "key of a chain" "$(./zertz render -T ascii --at 1 samples/chain-branches.zgn 2>/dev/null | grep '^key:')" \
	"key: * * capture starts, lands  [ ] capture ends  ( ) captured"
same "no key at the start" "$(./zertz render -T ascii --at 0 samples/isolation.zgn | grep -c '^key:')" 0
# marbles are capitals, on the board and in its marks: the only small
# letters are labels, each followed by its number
same "no small marble letters" "$(./zertz replay samples/blitz.zgn | grep -v '^[0-9]*\.\|^captured\|^claimed\|^key\|^first\|^second\|^pool\|^result\|^start' |
	sed 's/[a-j][0-9][0-9]*//g' | grep -c '[a-z]')" 0
# the man page shows the marks the board draws
for m in '\[ W \]' '\* \. \*' '( G )' '< B >' '{ - }' 'key:'; do
	grep -q "$m" man/zertz.1 && ok || bad "zertz(1) does not show $m"
done

# the end of a finished game: the result, nobody to move.  samples/blitz.zgn
# is declared 0-1 and its last capture gives the second player four whites.
./zertz render -T ascii samples/blitz.zgn >"$tmp/end.txt" 2>/dev/null
same "game over" "$(tail -1 "$tmp/end.txt")" "game over: 0-1, second player wins with white"
same "nobody to move at the end" "$(grep -c 'to move' "$tmp/end.txt")" 0
same "to move while it goes on" "$(./zertz render -T ascii --at 3 samples/blitz.zgn 2>/dev/null | grep -c '(to move)')" 1
same "replay's last board" "$(./zertz replay samples/blitz.zgn | grep -c '(to move)')" 20

# replay and render draw one board: every turn of two games, the turn's
# heading and the result lines aside
for g in samples/isolation.zgn samples/chain-branches.zgn; do
	n=$(./zertz replay "$g" 2>/dev/null | grep -c '^[0-9]*\. ')
	k=0 diff=
	while [ "$k" -le "$n" ]; do
		./zertz render -T ascii --at "$k" "$g" 2>/dev/null | sed '1d;/^game over/d' >"$tmp/a"
		./zertz replay --at "$k" "$g" 2>/dev/null | grep -v '^[0-9]*\. \|^captured\|^claimed\|^placed from\|^start$' >"$tmp/b"
		cmp -s "$tmp/a" "$tmp/b" || diff="$diff $k"
		k=$((k + 1))
	done
	same "replay and render, $g" "$diff" ""
done

# Unicode: narrow symbols only (East Asian width N or Na), so the board
# keeps its columns in CJK locales
./zertz render -T ascii --charset unicode --at 6 samples/isolation.zgn >"$tmp/u.txt"
./zertz render -T ascii --charset unicode --coords all --at 6 samples/isolation.zgn >>"$tmp/u.txt"
if $py - "$tmp/u.txt" <<'PY'
import sys, unicodedata
text = open(sys.argv[1], encoding="utf-8").read()
wide = sorted({c for c in text if unicodedata.east_asian_width(c) not in ("N", "Na")})
sys.exit("ambiguous or wide: " + " ".join("U+%04X" % ord(c) for c in wide) if wide else 0)
PY
then ok; else bad "Unicode symbols of ambiguous width"; fi
same "Unicode marbles" "$(sed -n 11,13p "$tmp/u.txt")" \
"a1* ⋅ *   ⋅     ⋅     ◉  g1
   b1( ◦ )   ⋅     ⋅  f1
      c1[ ◍ ]   ⋅  e1"

# colour: white is bold in the terminal's own colour (bright white vanished
# on a light background), grey bright black, black reverse video
./zertz render -T ascii --color=always --at 6 samples/isolation.zgn >"$tmp/c.txt"
same "no bright white" "$(grep -c "$(printf '\033')\[1;97m" "$tmp/c.txt")" 0
same "white bold" "$(grep -c "$(printf '\033')\[1mW" "$tmp/c.txt")" 1
same "black reverse" "$(grep -c "$(printf '\033')\[1;7mB" "$tmp/c.txt")" 2

echo "diagrams: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
