#!/bin/sh
# SVG checks: every SVG of the render golden tests (as committed: check-regress
# holds them to the program) is well-formed
# (xmllint) and renders (rsvg-convert); --each writes one file per turn;
# headless Chromium draws an SVG and a sheet to a non-blank image of the
# expected size.  Each tool that is missing skips its check.
cd "$(dirname "$0")/.." || exit 2
suite=render
. tests/lib.sh

# parts (tests/lib.sh): each runs alone, a mutation's test in seconds
if part svg; then
for f in tests/regress/render/svg-*.out; do
	if command -v xmllint >/dev/null 2>&1; then
		xmllint --noout "$f" 2>"$tmp/err" && ok || { bad "$f is not well-formed"; cat "$tmp/err"; }
	fi
	if command -v rsvg-convert >/dev/null 2>&1; then
		rsvg-convert -o "$tmp/x.png" "$f" 2>"$tmp/err" && [ -s "$tmp/x.png" ] && ok ||
			{ bad "rsvg-convert cannot render $f"; cat "$tmp/err"; }
	fi
done
nsvg=$(ls tests/regress/render/svg-*.out | wc -l)
command -v xmllint >/dev/null 2>&1 || skip "$nsvg" "xmllint not installed: libxml2-utils"
command -v rsvg-convert >/dev/null 2>&1 || skip "$nsvg" "rsvg-convert not installed: librsvg2-bin"

# --each: start plus one diagram per turn, written atomically (no temporaries)
./zertz render -T svg --each "$tmp/each" samples/isolation.zgn 2>/dev/null
n=$(ls "$tmp/each" | grep -c '^turn-00[0-6]\.svg$')
[ "$n" = 7 ] && [ "$(ls "$tmp/each" | wc -l)" = 7 ] && ok || bad "--each wrote $(ls "$tmp/each" | tr '\n' ' ')"

fi

if part marks; then
# the marks of tests/analyze/marks.zgn (written there by hand: NAGs 1, 4,
# 7, 5, 6, 12) in the viewer's move list and the sheet's, as ZGN writes them
printf '%s\n' 'Wd7,c6!' 'Ga1,e6??' 'Bg1,f5□' 'Ba4,e5!?' 'Wb1,d6 x Wd7?!' 'x a1Wc1 $12' >"$tmp/want"
./zertz render -t html -o "$tmp/marks.html" tests/analyze/marks.zgn
# (each move, then its mark: the number and the tags taken away)
grep -o '<span class="move" data-turn="[1-6]"[^>]*><span class="no">[1-6]\.</span> <a href="#turn=[1-6]">[^<]*</a>\(<span class="mark[^>]*>[^<]*\)\?' \
	"$tmp/marks.html" | sed 's/<[^>]*>//g; s/^[1-6]\. //' >"$tmp/got"
same "the viewer's move list shows the marks"
./zertz render -T svg --sheet tests/analyze/marks.zgn | sed -n 's/.*<text class="moves"[^>]*>\([^<]*\)<.*/\1/p' >"$tmp/got"
printf '%s\n' '1. Wd7,c6!  2. Ga1,e6??' '3. Bg1,f5□  4. Ba4,e5!?' '5. Wb1,d6 x Wd7?!' '6. x a1Wc1 $12' >"$tmp/want"
same "the sheet's move list shows the marks"
# an analysed game (analyze -t zgn: [%win 2] [%best ...] in its comments)
# is read by people in words: no "[%" in the sheet, the page's move list
# or a diagram's caption; the words of a missed win and its winning turn
./zertz analyze -q -t zgn samples/opening.zgn >"$tmp/an.zgn"
is "an analysed record holds the commands" "$(grep -c '\[%win 2\] \[%best Wa4,d3\]' "$tmp/an.zgn")" 1
./zertz render -T svg --sheet "$tmp/an.zgn" >"$tmp/an-sheet.svg"
./zertz render -t html -o "$tmp/an.html" "$tmp/an.zgn"
./zertz render -T svg --at 28 "$tmp/an.zgn" >"$tmp/an-28.svg"
is "no machine text for people" "$(cat "$tmp/an-sheet.svg" "$tmp/an.html" "$tmp/an-28.svg" | grep -c '\[%')" 0
is "the missed win in words, on the sheet, the page, the diagram (and its description)" \
	"$(grep -c 'a missed win in 2; winning was Wa4,d3' "$tmp/an-sheet.svg") $(grep -c 'a missed win in 2; winning was Wa4,d3' "$tmp/an.html") $(grep -c 'a missed win in 2; winning' "$tmp/an-28.svg")" "1 1 2"

fi

if part best; then
# the winning turn an analysis gives (the next turn's [%best]) is drawn
# over a position only where it is a legal turn: a stranger's record may
# name anything.  From the start, Wd4,a1 is legal; after turn 1 Wz9,a1
# names no ring; after turn 2 Wd7,b2 places on the marble turn 1 placed.
# The Analysis tag's words reach the page's strip escaped.
printf '%s\n' '[Event "x"]' '[Analysis "horizon=2\"><script>alert(1)</script>"]' '' \
	'1. Wd7,c6 {[%win 1] [%best Wd4,a1]}' '2. Ga1,e6 {[%win 3] [%best Wz9,a1]}' \
	'3. Bg1,f5 {[%best Wd7,b2]}' '4. Ba4,e5' '*' >"$tmp/sb.zgn"
for k in 0 1 2; do
	./zertz render -T svg --at $k "$tmp/sb.zgn" | grep -o 'class="best [a-z-]*" data-cell="[a-z0-9]*"' | tr '\n' ' '
	echo "|"
done >"$tmp/got"
printf '%s\n' 'class="best placed" data-cell="d4" class="best removed-ring" data-cell="a1" |' '|' '|' >"$tmp/want"
same "the winning turn drawn where it is legal, and only there"
./zertz render -t html -o "$tmp/sb.html" "$tmp/sb.zgn"
is "a stranger's Analysis tag on the page: escaped" "$?:$(grep -o '<script' "$tmp/sb.html" | wc -l):$(grep -c 'alert(1)</script>' "$tmp/sb.html")" "0:2:0"
is "and said" "$(grep -c 'no forced win within 2&quot;&gt;&lt;script&gt;' "$tmp/sb.html")" 1
fi

if part marks; then
# the same input gives the same bytes
./zertz render -T svg --sheet samples/isolation.zgn >"$tmp/a.svg" 2>/dev/null
./zertz render -T svg --sheet samples/isolation.zgn >"$tmp/b.svg" 2>/dev/null
cmp -s "$tmp/a.svg" "$tmp/b.svg" && ok || bad "two renders differ"

fi

if part sheet; then
# a sheet's heading: the event, the players and board, then the date and
# the site as the tags give them (either alone, or both after a comma)
printf '[Event "E"]\n[Date "2026.01.04"]\n[Site "Club"]\n\n1. Wd4,a1\n*\n' >"$tmp/ds.zgn"
sed '/Site/d' "$tmp/ds.zgn" >"$tmp/d.zgn"
sed '/Date/d' "$tmp/ds.zgn" >"$tmp/s.zgn"
for f in ds d s; do
	./zertz render -T svg --sheet "$tmp/$f.zgn" | grep -o '<text class="sheet-line"[^>]*>[^<]*</text>' | sed -n 2p
done >"$tmp/got"
printf '%s\n' '<text class="sheet-line" x="20.00" y="68.00">2026.01.04, Club</text>' \
	'<text class="sheet-line" x="20.00" y="68.00">2026.01.04</text>' \
	'<text class="sheet-line" x="20.00" y="68.00">Club</text>' >"$tmp/want"
cmp -s "$tmp/want" "$tmp/got" && ok || { bad "sheet heading's date and site"; diff "$tmp/want" "$tmp/got"; }
# a heading too long even at 70% is cut with an ellipsis, whole in the desc
L=$(printf 'Long%.0s' $(seq 80))
printf '[Event "%s"]\n\n1. Wd4,a1\n*\n' "$L" >"$tmp/long.zgn"
./zertz render -T svg --sheet "$tmp/long.zgn" >"$tmp/long.svg"
title=$(grep -o '<text class="sheet-title"[^>]*>[^<]*</text>' "$tmp/long.svg")
case "$title" in
*'style="font-size: '*'px">LongLong'*'…</text>') ok ;;
*) bad "a long heading not shrunk and cut: $title" ;;
esac
grep -qF "<desc>$L. " "$tmp/long.svg" && ok || bad "a cut heading is not whole in the desc"
# ... and a cut never splits a character of two bytes (É, é)
L=$(printf '\303\211\303\251%.0s' $(seq 80))
printf '[Event "%s"]\n\n1. Wd4,a1\n*\n' "$L" >"$tmp/long2.zgn"
./zertz render -T svg --sheet "$tmp/long2.zgn" >"$tmp/long2.svg"
python3 -c 'import re, sys
t = re.search(r"<text class=\"sheet-title\"[^>]*>([^<]*)</text>", open(sys.argv[1], encoding="utf-8").read()).group(1)
sys.exit(not (t.endswith("\u2026") and set(t[:-1]) <= {"\u00c9", "\u00e9"} and len(t) > 20))' "$tmp/long2.svg" && ok ||
	bad "a heading of two-byte characters cut inside one"
# a sheet of a game with no event is headed "Zertz"; a comment's line
# ends and tabs are blanks in the sheet's move list
printf '[First "a"]\n\n1. Wd4,a1 {one\ntwo\tthree}\n*\n' >"$tmp/nc.zgn"
./zertz render -T svg --sheet "$tmp/nc.zgn" >"$tmp/nc.svg"
grep -q 'class="sheet-title"[^>]*>Zertz<' "$tmp/nc.svg" && ok || bad "a sheet with no event not headed Zertz"
grep -q '<text class="moves move-comment"[^>]*>{one two three}</text>' "$tmp/nc.svg" && ok ||
	bad "a comment's line ends and tabs not blanks in the move list"
# a style sheet is the SVG's as it is, ']]>' in it too (which would end
# the CDATA section): a parser reads back the very text (after the line
# end that opens the section), Zertz or TZAAR
printf '.ring { stroke: red } /* ]]> and ]]]> */\n' >"$tmp/cdata.css"
for f in samples/isolation.zgn samples/tzaar/opening.zgn; do
	./zertz render -T svg --css "$tmp/cdata.css" "$f" >"$tmp/cdata.svg"
	python3 -c 'import sys, xml.etree.ElementTree as E
style = [e for e in E.parse(sys.argv[1]).iter() if e.tag.endswith("style")][0]
sys.exit(style.text != "\n" + open(sys.argv[2]).read())' "$tmp/cdata.svg" "$tmp/cdata.css" && ok ||
		bad "the style sheet of $f does not read back as given"
done
# mirrored or turned, the edge labels are the same labels (each ring's
# label moves with it, to the side away from the board)
for view in "" --flip --rotate "--flip --rotate"; do
	# shellcheck disable=SC2086
	./zertz render -T svg $view --at 3 samples/isolation.zgn | grep -o '<text class="coord"[^>]*>[^<]*<' | sed 's/.*>//; s/<$//' | sort | tr '\n' ' '
	echo
done >"$tmp/got"
n=$(sort -u "$tmp/got" | wc -l)
[ "$n" = 1 ] && [ "$(head -1 "$tmp/got" | wc -w)" -ge 13 ] && ok || { bad "edge labels differ between views"; cat "$tmp/got"; }

fi

if part browser; then
# headless Chromium: a non-blank image of the expected size
browser=
for b in chromium chromium-browser; do command -v $b >/dev/null 2>&1 && browser=$b && break; done
py=/usr/bin/python3
if [ -n "$browser" ] && [ -x $py ]; then
	for case in one sheet tzaar; do
		if [ $case = one ]; then
			./zertz render -T svg --size 480 samples/isolation.zgn >"$tmp/$case.svg"
		elif [ $case = tzaar ]; then
			./zertz render -T svg --size 480 samples/tzaar/opening.zgn >"$tmp/$case.svg"
		else
			./zertz render --sheet --size 240 samples/isolation.zgn >"$tmp/$case.svg"
		fi
		w=$(sed -n 's/.*<svg [^>]*width="\([0-9]*\)".*/\1/p' "$tmp/$case.svg" | head -1)
		h=$(sed -n 's/.*<svg [^>]*height="\([0-9]*\)".*/\1/p' "$tmp/$case.svg" | head -1)
		timeout 60 $browser --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
			--disable-background-networking --disable-component-update --disable-sync \
			--user-data-dir="$tmp/profile" --hide-scrollbars --window-size="$w,$h" \
			--screenshot="$tmp/$case.png" "file://$tmp/$case.svg" >/dev/null 2>&1
		if $py - "$tmp/$case.png" "$w" "$h" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, w, h, kind = 8, b"", 0, 0, 0
while pos < len(data):
    n, t = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if t == b"IHDR":
        w, h, depth, kind = struct.unpack(">IIBB", body[:10])
    if t == b"IDAT":
        idat += body
    pos += 12 + n
assert (w, h) == (int(sys.argv[2]), int(sys.argv[3])), "size %dx%d" % (w, h)
raw = zlib.decompress(idat)
bpp = {2: 3, 6: 4}[kind]
stride = w * bpp + 1
# count distinct colours on a sample of rows (filter bytes make this rough
# but a blank page has one colour)
colours = set()
for y in range(0, h, max(1, h // 50)):
    row = raw[y * stride + 1:(y + 1) * stride]
    for x in range(0, len(row), bpp * 7):
        colours.add(row[x:x + 3])
assert len(colours) > 20, "the image is blank (%d colours)" % len(colours)
PY
		then ok; else bad "chromium did not render $case.svg"; fi
	done
elif [ -n "$browser" ]; then
	skip 3 "python3 not installed: python3"
else
	skip 3 "chromium not installed: chromium"
fi
[ $skipped = 0 ] || why="$why; sh tests/deps.sh installs them"
fi

# the --each index's title: its one input's name, not the path to it (an
# absolute path made it the page's title: issue 62), a directory's own
# name; "Games" for several; --title wins
if part index-title; then
for c in "$PWD/samples/opening.zgn|opening.zgn" "samples/sgf/|sgf" "samples/opening.zgn samples/blitz.zgn|Games"; do
	rm -rf "$tmp/ix"
	./zertz render -q -r -t html --each "$tmp/ix" ${c%|*} 2>/dev/null
	is "--each ${c%|*}: the index titled '${c#*|}'" "$(grep -o '<title>[^<]*</title>' "$tmp/ix/index.html")" "<title>${c#*|}</title>"
done
rm -rf "$tmp/ix"
./zertz render -q -t html --title 'Club, 2026' --each "$tmp/ix" "$PWD/samples/opening.zgn"
is "--each --title: the index titled so" "$(grep -o '<title>[^<]*</title>' "$tmp/ix/index.html")" "<title>Club, 2026</title>"
fi

report
