#!/bin/sh
# Diagrams checked against what a reader sees, with expected values worked
# out by hand from the layout (zertz(1) render) and the samples' moves, not
# taken from a run: the ASCII board's columns, marks and key, the result
# on a finished game, replay and render drawing one board; in SVG, the
# marks' contrast in greyscale, opaque marbles, the result, text inside the
# picture for the longest names and chains, arrowheads.
cd "$(dirname "$0")/.." || exit 2
suite=diagrams
. tests/lib.sh
py=python3

# parts (tests/lib.sh): each runs alone, a mutation's test in seconds
if part ascii; then
# ---- ASCII ----

# The empty 37-ring board: a box of five columns every three, the marble in
# its middle (column 4 + 3x of board column x after the two of the margin),
# the rim's labels outside: left of the left half, right of the rest.
is "ASCII start board" "$(./zertz render -T ascii --at 0 samples/isolation.zgn | sed -n 2,14p)" \
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

# render --position takes a TZAAR position string as well (zertz(5)): a
# white Tzaar alone on A1, a black Tzaar on a black Tott on I5, drawn where
# zertz(1) puts those points (A1 low on the left, I5 high on the right),
# the stack of two with its height, the key saying whose letters are
# capitals, each side's tops counted
P="tzaar Z$(printf '/.%.0s' $(seq 1 58))/tz white capture"
is "TZAAR --position" "$(./zertz render -T ascii --position "$P" 2>&1 | sed -n '5p;13p;18,20p')" \
"  A5.       C6.       E6.       G6.       I5z2
  A1Z       C2.       E3.       G2.       I1.
key: Z Tzaar  A Tzarra  T Tott (capitals White, small letters Black), a number after: the stack's height
white  tops Z1 A0 T0, 1 stack
black  tops Z1 A0 T0, 1 stack"
# and the position string of a game's turn draws that turn's board
P=$(./zertz replay -t position --at 3 samples/tzaar/opening.zgn)
is "TZAAR --position is the game's board" "$(./zertz render -T ascii --position "$P")" \
	"$(./zertz render -T ascii --at 3 samples/tzaar/opening.zgn | sed 1d)"

# Turn 5 of samples/isolation.zgn is Wb1,d6 x Wd7 (zertz(5)): b1 placed,
# d6 removed, d7's white lost to isolation; turn 6 is x a1Wc1, the grey
# from a1 over the white on b1 to c1.
is "marks of a placement" "$(./zertz render -T ascii --at 5 samples/isolation.zgn | sed -n '2p;4p;12p;15p')" \
"           < W >d7
   b5  .   { - }   -  f5
   b1[ W ]   .     .  f1
key: [ ] placed  { } ring removed  < > isolated"
is "marks of a capture" "$(./zertz render -T ascii --at 6 samples/isolation.zgn | sed -n '11,13p;15p')" \
"a1* . *   .     .     B  g1
   b1( W )   .     .  f1
      c1[ G ]   .  e1
key: * * capture starts  [ ] capture ends  ( ) captured"
# a chain of two jumps: the start, the landing on the way, the end
is "key of a chain" "$(./zertz render -T ascii --at 1 samples/chain-branches.zgn 2>/dev/null | grep '^key:')" \
	"key: * * capture starts, lands  [ ] capture ends  ( ) captured"
is "no key at the start" "$(./zertz render -T ascii --at 0 samples/isolation.zgn | grep -c '^key:')" 0
# marbles are capitals, on the board and in its marks: the only small
# letters are labels, each followed by its number
is "no small marble letters" "$(./zertz replay samples/blitz.zgn | grep -v '^[0-9]*\.\|^captured\|^claimed\|^key\|^first\|^second\|^pool\|^result\|^start' |
	sed 's/[a-j][0-9][0-9]*//g' | grep -c '[a-z]')" 0
# the man page shows the marks the board draws
for m in '\[ W \]' '\* \. \*' '( G )' '< B >' '{ - }' 'key:'; do
	grep -q "$m" man/zertz.1 && ok || bad "zertz(1) does not show $m"
done

# the end of a finished game: the result, nobody to move.  samples/blitz.zgn
# is declared 0-1 and its last capture gives the second player four whites.
./zertz render -T ascii samples/blitz.zgn >"$tmp/end.txt" 2>/dev/null
is "game over" "$(tail -1 "$tmp/end.txt")" "game over: 0-1, second player wins with white"
is "nobody to move at the end" "$(grep -c 'to move' "$tmp/end.txt")" 0
is "to move while it goes on" "$(./zertz render -T ascii --at 3 samples/blitz.zgn 2>/dev/null | grep -c '(to move)')" 1
is "replay's last board" "$(./zertz replay samples/blitz.zgn | grep -c '(to move)')" 20

# replay and render draw one board: every turn of two games, the turn's
# heading, its comment and the result lines aside
for g in samples/isolation.zgn samples/chain-branches.zgn; do
	n=$(./zertz replay "$g" 2>/dev/null | grep -c '^[0-9]*\. ')
	k=0 diff=
	while [ "$k" -le "$n" ]; do
		./zertz render -T ascii --at "$k" "$g" 2>/dev/null | sed '1d;/^game over/d' >"$tmp/a"
		./zertz replay --at "$k" "$g" 2>/dev/null | grep -v '^[0-9]*\. \|^comment: \|^captured\|^claimed\|^placed from\|^start$' >"$tmp/b"
		cmp -s "$tmp/a" "$tmp/b" || diff="$diff $k"
		k=$((k + 1))
	done
	is "replay and render, $g" "$diff" ""
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
is "Unicode marbles" "$(sed -n 11,13p "$tmp/u.txt")" \
"a1* ⋅ *   ⋅     ⋅     ◉  g1
   b1( ◦ )   ⋅     ⋅  f1
      c1[ ◍ ]   ⋅  e1"

# colour: white is bold in the terminal's own colour (bright white vanished
# on a light background), grey bright black, black reverse video
./zertz render -T ascii --color=always --at 6 samples/isolation.zgn >"$tmp/c.txt"
is "no bright white" "$(grep -c "$(printf '\033')\[1;97m" "$tmp/c.txt")" 0
is "white bold" "$(grep -c "$(printf '\033')\[1mW" "$tmp/c.txt")" 1
is "black reverse" "$(grep -c "$(printf '\033')\[1;7mB" "$tmp/c.txt")" 2

fi

if part svg; then
# ---- SVG ----

# Greyscale print: the mark of the marble just placed against the rings'
# outline, both read from the picture rsvg-convert draws (one pixel a user
# unit), turned to grey as a printer does (ITU-R BT.601 luma) and compared
# as WCAG contrast.  The old red on brown was 1.04:1; at least 3:1 wanted.
if command -v rsvg-convert >/dev/null 2>&1; then
	./zertz render -T svg --at 5 samples/isolation.zgn >"$tmp/p.svg"
	w=$(sed -n 's/.*viewBox="0 0 \([0-9.]*\) .*/\1/p' "$tmp/p.svg" | head -1)
	rsvg-convert -w "${w%.*}" -o "$tmp/p.png" "$tmp/p.svg"
	if $py - "$tmp/p.svg" "$tmp/p.png" <<'PY'
import re, struct, sys, zlib
svg = open(sys.argv[1]).read()
data = open(sys.argv[2], "rb").read()
pos, chunks, w = 8, b"", 0
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b"IHDR":
        w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        assert depth == 8 and ctype in (2, 6)
        bpp = 4 if ctype == 6 else 3
    elif kind == b"IDAT":
        chunks += body
    pos += 12 + n
raw, rows, prev = zlib.decompress(chunks), [], bytearray(w * bpp)
stride = w * bpp
for y in range(h):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line)
    prev = line
def grey(x, y):
    px = rows[int(round(y))][int(round(x)) * bpp:int(round(x)) * bpp + 3]
    return 0.299 * px[0] + 0.587 * px[1] + 0.114 * px[2]
def lum(g):
    v = g / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
num = r'"([0-9.]+)"'
mark = re.search(r'class="last-move placed" cx=%s cy=%s r=%s' % (num, num, num), svg)
ring = re.search(r'class="ring" cx=%s cy=%s r=%s' % (num, num, num), svg)
mx, my, mr = map(float, mark.groups())
rx, ry, rr = map(float, ring.groups())
gm, gr = grey(mx + mr, my), grey(rx + rr, ry)
ratio = (max(lum(gm), lum(gr)) + 0.05) / (min(lum(gm), lum(gr)) + 0.05)
print("diagrams: greyscale mark %.0f, ring outline %.0f: contrast %.2f:1" % (gm, gr, ratio))
sys.exit(0 if ratio >= 3.0 else 1)
PY
	then ok; else bad "greyscale contrast of the last-move mark against the rings under 3:1"; fi
else
	bad "rsvg-convert is not installed (librsvg2-bin): the greyscale check cannot run"
fi

# marbles are opaque: no opacity anywhere; a captured marble is whole and crossed
./zertz render -T svg --at 6 samples/isolation.zgn >"$tmp/c.svg"
is "no translucent marble" "$(grep -c 'opacity' "$tmp/c.svg")" 0
is "the jumped marble whole" "$(grep -c 'class="marble white captured"[^>]*r="13.00"' "$tmp/c.svg")" 1
is "crossed out" "$(grep -c 'class="last-move cross"' "$tmp/c.svg")" 1
# a capture's hops are arrows: one per hop (five in tests/diagrams/long.zgn)
is "an arrow a hop" "$(./zertz render -T svg tests/diagrams/long.zgn | grep -c 'class="last-move hop"')" 5
grep -q '<marker id="zz-arrow"' "$tmp/c.svg" && ok || bad "no arrowhead marker"
# the start of a capture and a landing on the way are marked differently
is "start and landing" "$(./zertz render -T svg tests/diagrams/long.zgn | grep -o 'last-move \(from\|landed\|moved\)' | sort | uniq -c | tr -s ' ')" \
" 1 last-move from
 4 last-move landed
 1 last-move moved"
# the result on the last diagram, nobody to move; the trays say captures
./zertz render -T svg samples/blitz.zgn >"$tmp/end.svg" 2>/dev/null
is "SVG game over" "$(grep -o '>game over: [^<]*<' "$tmp/end.svg")" ">game over: 0-1, second player wins with white<"
is "SVG nobody to move" "$(grep -c 'to move' "$tmp/end.svg")" 0
is "trays say captures" "$(grep -o '>captures of [^<]*<' "$tmp/c.svg")" ">captures of first player (alice)<
>captures of second player (bob)<"
fi

if part sheet compact tzaar; then
# the sheet: the header's result, the moves with their comments
./zertz render --sheet samples/isolation.zgn >"$tmp/s.svg"
grep -q '>Sample: isolation by removing a ring<' "$tmp/s.svg" && ok || bad "sheet without its event"
grep -q '>{bob must capture: a1 jumps b1}<' "$tmp/s.svg" && ok || bad "sheet without the move list's comment"
# a comment stands indented under its move: 14 units right of the moves' 14
is "comment indented" "$(grep -o '<text class="moves[^"]*" x="[0-9.]*"' "$tmp/s.svg" | sort -u | sed 's/.*class="//')" \
'moves move-comment" x="28.00"
moves" x="14.00"'
# a long comment wraps to whole lines, every word kept (tests/diagrams/long.zgn's)
./zertz render --sheet tests/diagrams/long.zgn >"$tmp/long.svg"
is "long comment wrapped, nothing lost" \
	"$(sed -n 's/.*class="moves move-comment"[^>]*>\([^<]*\)<.*/\1/p' "$tmp/long.svg" | tr '\n' ' ')" \
	"{five hops in one turn: the first player takes four greys and a black, and the caption must still show the landing on g7} "
is "long comment in more than one line" \
	"$(grep -c 'class="moves move-comment"' "$tmp/long.svg" | awk '{ print ($1 > 1) }')" 1
# no text under 6 pt on paper, nor under 8 px at a small --size: measured
# by tests/textsize.py from the style sheet and the scales alone
./zertz render --sheet --page a4 -o "$tmp/fl.svg" tests/diagrams/long92.zgn 2>/dev/null
./zertz render --sheet --page letter --columns 4 -o "$tmp/fl4.svg" samples/opening.zgn 2>/dev/null
./zertz render --sheet --page a4 --coords all --trays --legend -o "$tmp/fla.svg" samples/opening.zgn 2>/dev/null
./zertz render -T svg --size 200 --coords all --legend --at 4 samples/isolation.zgn >"$tmp/s200.svg"
./zertz render -T svg --sheet --size 600 samples/opening.zgn >"$tmp/s600.svg" 2>/dev/null
for f in "$tmp"/fl-*.svg "$tmp"/fl4-*.svg "$tmp"/fla-*.svg "$tmp/s200.svg" "$tmp/s600.svg"; do
	got=$($py tests/textsize.py "$f")
	case "$got" in
	*pt) is "text of $(basename "$f") at 6 pt or more" "$(echo "$got" | awk '{ print ($1 >= 6) ? "yes" : $0 }')" yes ;;
	*px) is "text of $(basename "$f") at 8 px or more" "$(echo "$got" | awk '{ print ($1 >= 8) ? "yes" : $0 }')" yes ;;
	esac
done
# ... and the board shrinks for it, the text does not: at --size 200 the
# labels are 9 units in a drawing 200 units wide (not 330)
is "--size 200: the drawing's units are pixels" "$(grep -o 'viewBox="0 0 [0-9]*' "$tmp/s200.svg" | head -1)" 'viewBox="0 0 200'
is "A4 is 210 mm wide" "$(grep -c 'width="210.0mm"' "$tmp"/fl-1.svg)" 1
fi

if part compact; then
# A compact sheet (zertz(1)): a 92-turn game on three A4 pages, not 25;
# 23 diagrams (every 4th turn's count: the least N keeping 24 is 4), both
# players' turns: the 4th, 8th, ... with every other one a turn sooner
# (3, 8, 11, 16, ...), and the end, each captioned with its turn's number,
# as the record numbers it; every move listed in order, each numbered, two
# a line where they fit, none cut short (no ellipsis)
is "92 turns on 3 A4 pages" "$(ls "$tmp" | grep -c '^fl-[0-9]*\.svg$')" 3
is "23 diagrams" "$(cat "$tmp"/fl-*.svg | grep -c '<g class="diagram"')" 23
is "captions: both players' turns, numbered" "$(cat "$tmp"/fl-*.svg | grep -o '<text class="caption"[^>]*>[0-9]*\.*' | sed 's/.*>//' | tr '\n' ' ')" \
	"$(for i in $(seq 1 23); do t=$((4 * i)); [ $((i % 2)) = 1 ] && [ "$t" -lt 92 ] && t=$((t - 1)); printf '%s. ' "$t"; done)"
./zertz convert -t jsonl tests/diagrams/long92.zgn 2>/dev/null | $py -c 'import json, sys
g = json.loads(sys.stdin.readline())
for i, x in enumerate(g["moves"]):
    print("%d. %s" % (i + 1, x["move"]))' >"$tmp/want-moves"
cat "$tmp"/fl-*.svg | sed -n 's/.*<text class="moves"[^>]*>\([^<]*\)<.*/\1/p' >"$tmp/got-lines"
sed 's/  /\n/' "$tmp/got-lines" >"$tmp/got-moves"
is "every move, in order, numbered" "$(cat "$tmp/got-moves")" "$(cat "$tmp/want-moves")"
is "two a line where they fit (47 lines)" "$(wc -l <"$tmp/got-lines")" 47
is "no move cut short" "$(grep -c '…' "$tmp/got-lines")" 0
# a turn too long for its cell (isolating ten marbles) wraps where a
# marble's claim begins, the rest on a line of its own; nothing is cut
./zertz render --sheet tests/diagrams/long-claim.zgn | sed -n 's/.*<text class="moves"[^>]*>\([^<]*\)<.*/\1/p' | tail -2 >"$tmp/got"
printf '%s\n' '42. Gd2,e5 x Wa2Gb3Bc2Bc3Bd1Gd2Bd5Ge1' 'We2We6' >"$tmp/want"
same "a long turn wrapped, not cut"
# a last page of moves alone is taken away: 15 diagrams (every 2nd turn of
# 30) fill the first page (6 under the header) and the second (9), the
# moves a third page; one diagram fewer is every 3rd turn, 10, and the
# moves fit beside the last four
./zertz render --sheet --page a4 -o "$tmp/sp.svg" tests/diagrams/sparse30.zgn
is "no nearly empty page: 2 pages, 10 diagrams, the moves on the last" \
	"$(ls "$tmp" | grep -c '^sp-[0-9]*\.svg$') $(cat "$tmp"/sp-*.svg | grep -c '<g class="diagram"') $(grep -c '<text class="moves"' "$tmp/sp-2.svg")" \
	"2 10 15"
# --diagrams and --every choose the turns: words, ranges, added up
cap() { ./zertz render --sheet "$@" 2>/dev/null | grep -o '<text class="caption"[^>]*>[^<]*<' | sed 's/.*>//; s/<$//' | tr '\n' '|'; }
is "--diagrams start,3,5-" "$(cap --diagrams start,3 --diagrams 5- samples/isolation.zgn)" \
	"the start|3. Bg1,f5|5. Wb1,d6 x Wd7|6. x a1Wc1|"
is "--diagrams captures" "$(cap --diagrams captures samples/isolation.zgn)" "6. x a1Wc1|"
is "--diagrams isolations,end" "$(cap --diagrams isolations,end samples/isolation.zgn)" "5. Wb1,d6 x Wd7|6. x a1Wc1|"
is "--every 2" "$(cap --every 2 samples/isolation.zgn)" "2. Ga1,e6|4. Ba4,e5|6. x a1Wc1|"
is "--diagrams all" "$(cap --diagrams all samples/isolation.zgn | tr -cd '|' | wc -c)" 7
# the marked turns: asked for, and among the default's in a record that
# has them (tests/analyze/marks.zgn marks every turn; the analysed sample
# the turns its ZGN marks, read here)
is "--diagrams marks" "$(cap --diagrams marks tests/analyze/marks.zgn)" \
	"1. Wd7,c6!|2. Ga1,e6??|3. Bg1,f5□|4. Ba4,e5!?|5. Wb1,d6 x Wd7?!|6. x a1Wc1 \$12|"
./zertz analyze -q -t zgn samples/opening.zgn >"$tmp/an.zgn"
want=$(grep -o '^[0-9]*\. [^{]*[?!□]' "$tmp/an.zgn" | cut -d. -f1 | tr '\n' ' ')
got=$(cap "$tmp/an.zgn" | tr '|' '\n' | grep '[?!□]$' | cut -d. -f1 | tr '\n' ' ')
is "the default draws every marked turn" "$got" "$want"
is "(the analysed sample has marks)" "$(echo "$want" | wc -w)" 9
for bad in 3-1 x 1,,2 '' 9999999999 -; do
	./zertz render --sheet --diagrams "$bad" samples/isolation.zgn >/dev/null 2>"$tmp/e"; rc=$?
	is "--diagrams '$bad' refused" "$rc $(grep -c 'is not a turn' "$tmp/e")" "2 1"
done
./zertz render --every 2 samples/isolation.zgn >/dev/null 2>"$tmp/e"
is "--every without --sheet" "$? $(grep -c 'choose what a --sheet shows' "$tmp/e")" "2 1"
fi

if part pages; then
# trays only where asked
is "no trays by default" "$(./zertz render --sheet samples/isolation.zgn | grep -c '>pool<')" 0
is "--trays: under each diagram" "$(./zertz render --sheet --trays samples/isolation.zgn | grep -c '>pool<')" 6
# the key: the marks the diagrams show, in the order of a move, once
is "--legend in a sheet" "$(./zertz render --sheet --legend samples/isolation.zgn | grep -o '<text class="legend"[^>]*>[^<]*<' | sed 's/.*>//; s/<$//' | tr '\n' '|')" \
	"placed|ring removed|capture starts|capture ends|captured|isolated|"
is "--legend under one diagram" "$(./zertz render -T svg --legend --at 3 samples/isolation.zgn | grep -o '<text class="legend"[^>]*>[^<]*<' | sed 's/.*>//; s/<$//' | tr '\n' '|')" \
	"placed|ring removed|"
is "no key unasked" "$(./zertz render -T svg --at 3 samples/isolation.zgn | grep -c 'class="legend"')" 0
# a sheet of several pages: a file a page with -o, each one A4 page; the
# header on the first; to standard output the pages stand one under
# another, with a note
mkdir "$tmp/pages"
./zertz render --sheet --page a4 -o "$tmp/pages/long.svg" tests/diagrams/long92.zgn 2>"$tmp/pages.err"
is "a file a page" "$(ls "$tmp/pages")" "long-1.svg
long-2.svg
long-3.svg"
is "pages quiet" "$(cat "$tmp/pages.err")" ""
is "each page A4" "$(grep -ho 'width="210.0mm" height="[0-9.]*mm"' "$tmp"/pages/long-*.svg | sort -u)" \
'width="210.0mm" height="297.0mm"'
is "the header on the first page only" "$(grep -c 'class="sheet-header"' "$tmp"/pages/long-*.svg)" \
"$tmp/pages/long-1.svg:1
$tmp/pages/long-2.svg:0
$tmp/pages/long-3.svg:0"
is "page titles" "$(grep -ho '<title>[^<]*, page [0-9] of [0-9]</title>' "$tmp"/pages/long-*.svg | sed 's/.*, page/page/')" \
"page 1 of 3</title>
page 2 of 3</title>
page 3 of 3</title>"
./zertz render --sheet --page a4 tests/diagrams/long92.zgn >"$tmp/stacked.svg" 2>"$tmp/stacked.err"
is "pages stacked to standard output" "$(grep -o 'width="210.0mm" height="[0-9.]*mm"' "$tmp/stacked.svg")" \
	'width="210.0mm" height="891.0mm"'
grep -q 'note: the sheet takes 3 pages' "$tmp/stacked.err" && ok || bad "no note of the stacked pages"
# one page: the file as named
./zertz render --sheet --page a4 -o "$tmp/pages/one.svg" samples/board-full.zgn
[ -f "$tmp/pages/one.svg" ] && [ ! -e "$tmp/pages/one-1.svg" ] && ok || bad "a one-page sheet not written as named"
# the sheet's header: the event or "Zertz", the players and the board, the
# date and the place as far as the record has them, the result; a comment's
# tabs and line breaks are blanks in the move list
for tags in '[Date "2025.01.02"]' '[Site "Paris"]' '[Date "2025.01.02"]|[Site "Paris"]' '[Event ""]'; do
	printf '%s\n[First "ann"]\n[Second "bob"]\n[Board "37"]\n\n1. Wd4,a1 {a\tb\nc}\n2. Gd1,a2\n*\n' "$(echo "$tags" | tr '|' '\n')" >"$tmp/hdr.zgn"
	./zertz render --sheet "$tmp/hdr.zgn" | grep -o '<text class="sheet-[a-z]*"[^>]*>[^<]*<' | sed 's/<text class="\([^"]*\)"[^>]*>/\1 /; s/<$//'
	./zertz render --sheet "$tmp/hdr.zgn" | grep -c '>{a b c}<'
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
sheet-title Zertz
sheet-line first player (ann) against second player (bob), 37 rings
sheet-line 2025.01.02
sheet-line Result: the game is not over
1
sheet-title Zertz
sheet-line first player (ann) against second player (bob), 37 rings
sheet-line Paris
sheet-line Result: the game is not over
1
sheet-title Zertz
sheet-line first player (ann) against second player (bob), 37 rings
sheet-line 2025.01.02, Paris
sheet-line Result: the game is not over
1
sheet-title Zertz
sheet-line first player (ann) against second player (bob), 37 rings
sheet-line Result: the game is not over
1
EOF
if cmp -s "$tmp/want" "$tmp/got"; then ok; else bad "the sheet's header: $(diff "$tmp/want" "$tmp/got" | head -5)"; fi
fi

if part removed; then
# labels with --removed hide: the rim of the rings left is labelled (a1
# removed: a1 is gone and b2, its neighbour, is on the rim); with ghosts
# (the default) the outline stays the board's, a1 ghosted and labelled
printf '[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/rim.zgn"
labels() { ./zertz render -T svg "$@" "$tmp/rim.zgn" | grep -o 'class="coord[^"]*"[^>]*>[a-g][0-9]<' | sed 's/.*>\(..\)<$/\1/' | sort | tr '\n' ' '; }
edge='a2 a3 a4 b1 b5 c1 c6 d1 d7 e1 e6 f1 f5 g1 g2 g3 g4 '
[ "$(labels --removed hide --at 0)" = "a1 $edge" ] && ok || bad "hide, the start: $(labels --removed hide --at 0)"
[ "$(labels --removed hide --at 1)" = "$(echo "$edge" | sed 's/b1 /b1 b2 /')" ] && ok || bad "hide, a1 gone: $(labels --removed hide --at 1)"
[ "$(labels --at 1)" = "a1 $edge" ] && ok || bad "ghost, a1 gone: $(labels --at 1)"
# --removed hide crops the drawing to the rings left and keeps the labels
# apart: at every 5th turn of the 92-turn game, every ring and label inside
# the picture, no two labels within a label's size of each other (12 by 9
# units, 9-pixel text of two characters), the picture narrower than the
# whole board's once rings are gone
full=$(./zertz render -T svg --at 0 tests/diagrams/long92.zgn | grep -o '<g class="board" data-centre="[0-9.]*' | sed 's/.*"//')
for k in $(seq 10 5 90); do
	./zertz render -T svg --removed hide --at $k tests/diagrams/long92.zgn
	echo "@@"
done | $py -c '
import re, sys
full = 2 * float(sys.argv[1])
bad = []
for k, svg in zip(range(10, 91, 5), sys.stdin.read().split("@@")):
    w = float(re.search(r"<g class=\"board\" data-centre=\"([0-9.]+)", svg).group(1)) * 2
    vb = [float(v) for v in re.search(r"viewBox=\"([^\"]*)\"", svg).group(1).split()]
    rings = [(float(x), float(y), float(r)) for x, y, r in re.findall(r"<circle class=\"ring[^\"]*\" cx=\"([-0-9.]+)\" cy=\"([-0-9.]+)\" r=\"([0-9.]+)\"", svg)]
    labels = [(float(x), float(y), t) for x, y, t in re.findall(r"<text class=\"coord\" x=\"([-0-9.]+)\" y=\"([-0-9.]+)\">([^<]*)<", svg)]
    for x, y, r in rings:
        if x - r < 0 or y - r < 0 or x + r > vb[2]:
            bad.append("%d: a ring outside" % k)
    for x, y, t in labels:
        if x - 6 < 0 or y - 9 < 0 or x + 6 > vb[2]:
            bad.append("%d: label %s outside" % (k, t))
    for i in range(len(labels)):
        for j in range(i + 1, len(labels)):
            a, b = labels[i], labels[j]
            if abs(a[0] - b[0]) < 12 and abs(a[1] - b[1]) < 9:
                bad.append("%d: %s and %s touch" % (k, a[2], b[2]))
    if k >= 60 and w >= full:
        bad.append("%d: not cropped (%.0f of %.0f)" % (k, w, full))
print("; ".join(bad[:6]) or "ok")
' "$full" >"$tmp/hide"
is "--removed hide: cropped, labels apart" "$(cat "$tmp/hide")" ok

fi

if part tzaar; then
# ---- TZAAR at Zertz's level ----

# The rim's coordinates as printed diagrams have them: a letter under each
# of the 9 columns, the numbers 1-5 left of A and right of I, 6-8 on the
# upper edges (B6 and H6, C7 and G7, D8 and F8): 25 labels, none where a
# piece stands (farther than a piece's radius, 16.8, from every point).
./zertz render -T svg --at 0 samples/tzaar/opening.zgn >"$tmp/tz0.svg"
is "TZAAR rim labels" "$($py - "$tmp/tz0.svg" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
pts = [(float(x), float(y)) for x, y in re.findall(r'<circle class="point" cx="([0-9.]+)" cy="([0-9.]+)"', s)]
labs = re.findall(r'<text class="label rim" x="([0-9.]+)" y="([0-9.]+)">([^<]*)<', s)
hidden = [t for x, y, t in labs if min(((float(x) - a) ** 2 + (float(y) - 3 - b) ** 2) ** 0.5 for a, b in pts) < 16.8 + 3]
print(len(pts), "".join(sorted(t for _, _, t in labs)), "hidden:", " ".join(hidden) or "none")
PY
)" "60 1122334455667788ABCDEFGHI hidden: none"
is "TZAAR --coords none" "$(./zertz render -T svg --coords none --at 0 samples/tzaar/opening.zgn | grep -c 'class="label')" 0
is "TZAAR --coords all: every point named too" "$(./zertz render -T svg --coords all --at 0 samples/tzaar/opening.zgn | grep -c 'class="label point-name"')" 60
# the same font as Zertz's
is "TZAAR's font" "$(grep -o 'text { font-family: [^}]*}' "$tmp/tz0.svg")" "$(grep -o 'text { font-family: [^}]*}' "$tmp/s200.svg")"
# a caption too long for a line wraps, the whole of it kept (two lines
# joined give the caption back, no ellipsis)
long='Maximiliane Wolkenstein-Rodeneck of Upper Austria'
sed "s/^\[First \"[^\"]*\"\]/[First \"$long\"]/" samples/tzaar/opening.zgn >"$tmp/tzlong.zgn"
./zertz render -T svg --at 3 "$tmp/tzlong.zgn" >"$tmp/tzlong.svg"
is "TZAAR caption in two lines" "$(grep -c '<text class="caption"' "$tmp/tzlong.svg")" 2
is "TZAAR caption wrapped, whole" "$(grep -o '<text class="caption"[^>]*>[^<]*<' "$tmp/tzlong.svg" | sed 's/.*>//; s/<$//' | tr '\n' ' ')" \
	"3. first player ($long): xA4A3 - "
# the result on the last diagram: a random game played to its end
./bench/randgame -g tzaar -n 1 -s 3 >"$tmp/tzr.zgn"
tok=$(./zertz convert -t jsonl "$tmp/tzr.zgn" 2>/dev/null | $py -c 'import json, sys; print(json.loads(sys.stdin.readline())["result"]["token"])')
is "the random TZAAR game is decided (else the next proves nothing)" "$tok" "1-0"
is "TZAAR result on the last diagram" "$(./zertz render -T svg "$tmp/tzr.zgn" | grep -o '<text class="state over"[^>]*>game over: [^,]*' | sed 's/.*game over: //')" "$tok"
is "TZAAR no result before the end" "$(./zertz render -T svg --at 3 "$tmp/tzr.zgn" | grep -c 'state over')" 0
# a TZAAR sheet as a Zertz one: the header, the types' key once, the moves
# in pairs (as convert lists them), --page and --columns honoured
./zertz render --sheet --page a4 --columns 2 -o "$tmp/tzs.svg" "$tmp/tzr.zgn" 2>/dev/null
is "TZAAR sheet on A4" "$(grep -ho 'width="210.0mm" height="297.0mm"' "$tmp"/tzs*.svg | sort -u)" 'width="210.0mm" height="297.0mm"'
is "TZAAR sheet two a row" "$(cat "$tmp"/tzs*.svg | grep -o '<g class="diagram" transform="translate([0-9.]*' | sed 's/.*(//' | sort -u | wc -l)" 2
is "TZAAR sheet header" "$(cat "$tmp"/tzs*.svg | grep -o '<text class="sheet-[a-z]*"[^>]*>[^<]*<' | sed 's/.*>//; s/<$//' | tr '\n' '|')" \
	"random game|first player against second player|Result: 1-0, first player wins (no-tzaar)|"
is "TZAAR sheet: the types' key once" "$(cat "$tmp"/tzs*.svg | grep -c '<text class="legend"')" 3
./zertz convert -t jsonl "$tmp/tzr.zgn" 2>/dev/null | $py -c 'import json, sys
m = [x["move"] for x in json.loads(sys.stdin.readline())["moves"]]
for i in range(0, len(m), 2):
    print("  ".join("%d. %s" % (i + j + 1, x) for j, x in enumerate(m[i:i + 2])))' >"$tmp/tzwant"
is "TZAAR sheet moves, two a line" "$(cat "$tmp"/tzs*.svg | sed -n 's/.*<text class="moves"[^>]*>\([^<]*\)<.*/\1/p')" "$(cat "$tmp/tzwant")"
for f in "$tmp"/tzs*.svg; do
	is "TZAAR sheet text of $(basename "$f") at 6 pt or more" "$($py tests/textsize.py "$f" | awk '{ print ($1 >= 6) ? "yes" : $0 }')" yes
done
./zertz render --sheet --page a4 -o "$tmp/tzs3.svg" "$tmp/tzr.zgn" 2>/dev/null
for f in "$tmp"/tzs3*.svg; do
	is "TZAAR sheet 3 a row: text of $(basename "$f") at 6 pt or more" "$($py tests/textsize.py "$f" | awk '{ print ($1 >= 6) ? "yes" : $0 }')" yes
done

fi

report
