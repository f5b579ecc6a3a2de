#!/bin/sh
# Expected values from somewhere other than the program: each case below is
# worked out by hand from the spec (../shared/spec, quoted by section) or
# the manual, written here once, and never regenerated from the program's
# output.  A golden file notices a change; these notice a wrong answer that
# the program would happily read back (a round trip cannot).
cd "$(dirname "$0")/.." || exit 2
suite=spec
. tests/lib.sh

if part coords; then
# --- Boardspace coordinates (FORMATS.md 2.4, 3: the command table) ----------
# 61 rings: Boardspace letters A-I, the official a-h, j: j is I.  Colours
# 0 white, 1 grey, 2 black; rack 2 the pool.  j5 jumps j4 to j3.
printf '[Board "61"]\n\n1. Wj5,j1\n2. Bj4,a1\n3. x j5Bj3\n4. Ge9,j2\n' >"$tmp/61.zgn"
./zertz convert -q -t sgf "$tmp/61.zgn" | grep -o '\(RtoB\|R-\|BtoB\) [^]]*' >"$tmp/got"
cat >"$tmp/want" <<'EOF'
RtoB 2 0 I 5
R- I 1
RtoB 2 2 I 4
R- A 1
BtoB I 5 I 3
RtoB 2 1 E 9
R- I 2
EOF
same sgf-61-column-j
# 48 rings: A-H, h is H; SU[Zertz+11]
printf '[Board "48"]\n\n1. Gh3,a1\n2. Wh2,h1\n' >"$tmp/48.zgn"
./zertz convert -q -t sgf "$tmp/48.zgn" | grep -o 'SU\[[^]]*\]\|\(RtoB\|R-\|BtoB\) [^]]*' >"$tmp/got"
printf 'SU[Zertz+11]\nRtoB 2 1 H 3\nR- A 1\nRtoB 2 0 H 2\nR- H 1\n' >"$tmp/want"
same sgf-48-column-h
# and read back: Boardspace's I on 61 rings is the official j
printf '(;GM[22]VV[2]SU[Zertz+24]\n;P0[0 Start P0];P0[1 RtoB 2 0 I 5];P0[2 R- I 1];P0[3 Done])\n' >"$tmp/i.sgf"
./zertz convert -q -t zgn "$tmp/i.sgf" | grep '^1\.' >"$tmp/got"
echo '1. Wj5,j1' >"$tmp/want"
same sgf-read-i-as-j
fi

if part dates; then
# --- Boardspace dates (FORMATS.md 3.2 DT): each record of the sample says
# in its comment, written by hand, which date its DT means
./zertz convert -q -t jsonl samples/sgf/dates.sgf | jq -r '.tags.Date' >"$tmp/got"
./zertz convert -q -t jsonl samples/sgf/dates.sgf | jq -r '.tags.Comment | sub("^DT means "; "") | sub(" [(]from GN[)]$"; "")' >"$tmp/want"
[ "$(wc -l <"$tmp/want")" -ge 10 ] || echo "spec: samples/sgf/dates.sgf has fewer records than it did" >"$tmp/want"
same boardspace-dates
# a DT that is no date of Boardspace's form (an hour past 23, a weekday or
# month not known, day 32, minute 60, second 62, a short year, no zone, a
# letter in the time, a year of five digits) gives no [Date]; the DT is
# kept as [BoardspaceDate]
for dt in "Sat Jan 04 24:00:00 UTC 2026" "Xyz Jan 04 12:00:00 UTC 2026" "Sat Foo 04 12:00:00 UTC 2026" \
	"Sat Jan 32 12:00:00 UTC 2026" "Sat Jan 04 12:60:00 UTC 2026" "Sat Jan 04 12:00:62 UTC 2026" \
	"Sat Jan 04 12:00:00 UTC 999" "Sat Jan 04 12:00:00  2026" "Sat Jan 04 1a:00:00 UTC 2026" \
	"Sat Jan 04 12:00:00 UTC 20261" "Sat Janu 04 12:00:00 UTC 2026" "Sat Jan 04_12:00:00 UTC 2026" \
	"Sat Jan 04 12-00:00 UTC 2026" "Sat Jan 04 12:00-00 UTC 2026" "Sat Jan 04 12:a0:00 UTC 2026" \
	"Sat Jan 04 12:00:a0 UTC 2026" "Sat Jan 04 12:00:00 UTC 0999"; do
	printf '(;GM[22]VV[2]SU[Zertz]DT[%s]P0[id "a"]P1[id "b"];P0[0 Start P0])\n' "$dt"
done >"$tmp/nodates.sgf"
./zertz convert -q -t jsonl "$tmp/nodates.sgf" | jq -c '[.tags.Date, .tags.BoardspaceDate != null]' | sort | uniq -c | sed 's/^ *//' >"$tmp/got"
echo '17 [null,true]' >"$tmp/want"
same boardspace-no-dates
# Java's form with a day of one digit, or a zone of any one word, is still
# the date; without DT, the date in the game's name (GN) or else in the
# file's name ("-YYYY-MM-DD", the last that is a date)
for dt in "Sat Jan 4 12:00:00 UTC 2026" "Sat Jan 04 12:00:00 U_C 2026"; do
	printf '(;GM[22]VV[2]SU[Zertz]DT[%s]P0[id "a"]P1[id "b"];P0[0 Start P0])\n' "$dt"
done >"$tmp/javadates.sgf"
printf '(;GM[22]VV[2]SU[Zertz]GN[zertz-a-b-2025-13-45]P0[id "a"]P1[id "b"];P0[0 Start P0])\n' >"$tmp/Zertz-a-b-2024-02-29-1136-2025-02-30.sgf"
./zertz convert -q -t jsonl "$tmp/javadates.sgf" "$tmp/Zertz-a-b-2024-02-29-1136-2025-02-30.sgf" | jq -r '.tags.Date' >"$tmp/got"
printf '2026.01.04\n2026.01.04\n2024.02.29\n' >"$tmp/want"
same boardspace-more-dates
fi

if part clocks; then
# --- clocks: TM[...] is milliseconds (FORMATS.md 3.1), and so is a JSON
# move's clock (zertz(5))
printf '(;GM[22]VV[2]SU[Zertz]\n;P0[0 Start P0];P0[1 RtoB 2 0 D 4]TM[5120];P0[2 R- A 1];P0[3 Done])\n' >"$tmp/tm.sgf"
./zertz convert -q -t jsonl "$tmp/tm.sgf" | jq -c '.moves' >"$tmp/got"
echo '[{"move":"Wd4,a1","clock":5120}]' >"$tmp/want"
same clock-milliseconds
fi

if part zgn-clocks; then
# --- a ZGN move's clock, " @MS" after the move or after its comment
# (zertz(5)); a move without one has none; blanks around it are not part of it
printf '[Board "37"]\n\n1. Wd4,a1 @5120\n2. Bd1,a2 {a comment} @700\n3. Gd7,g1\n4.  Wc3,g2\t @9\n5. x c3We4 @12\n' >"$tmp/clk.zgn"
./zertz convert -q -t jsonl "$tmp/clk.zgn" | jq -c '.moves' >"$tmp/got"
echo '[{"move":"Wd4,a1","clock":5120},{"move":"Bd1,a2","comment":"a comment","clock":700},{"move":"Gd7,g1"},{"move":"Wc3,g2","clock":9},{"move":"x c3We4","clock":12}]' >"$tmp/want"
same zgn-clock

# the same in a TZAAR game, whose moves are read the general way
printf '[Game "TZAAR"]\n[Setup "standard"]\n\n1. xA5A4 @1500\n2. xI1I2 +H1H2 {a stack} @2500\n3. xA4A3 - @3500\n' >"$tmp/tzclk.zgn"
./zertz convert -q -t jsonl "$tmp/tzclk.zgn" | jq -c '.moves' >"$tmp/got"
echo '[{"move":"xA5A4","clock":1500},{"move":"xI1I2 +H1H2","comment":"a stack","clock":2500},{"move":"xA4A3 -","clock":3500}]' >"$tmp/want"
same zgn-clock-tzaar
fi

if part cells; then
# --- Boardspace's cells are a column letter and a row number of one or
# two digits (FORMATS.md 3.3).  A Zertz+xx board built seven rows up from
# samples/sgf/xx.sgf is the same game seven rows up: c4 is c11, d5 is d12.
sed 's/C 4\]/C 11]/; s/C 5\]/C 12]/; s/D 3\]/D 10]/; s/D 4\]/D 11]/g; s/D 5\]/D 12]/g; s/E 4\]/E 11]/; s/E 5\]/E 12]/g' \
	samples/sgf/xx.sgf >"$tmp/xx-high.sgf"
./zertz convert -q -t zgn "$tmp/xx-high.sgf" | grep -E '^\[Rings|^[0-9]\.' >"$tmp/got"
printf '[Rings "c11-c12 d10-d12 e11-e12"]\n1. Wd11,c12\n2. Bd12,e12\n' >"$tmp/want"
same sgf-two-digit-rows
# on 37 rings there is no row 12, and the message says 12
printf '(;GM[22]VV[2]SU[Zertz]\n;P0[0 Start P0]\n;P0[1 RtoB 2 0 D 12]\n;P0[2 Done])\n' >"$tmp/row12.sgf"
./zertz validate "$tmp/row12.sgf" 2>&1 | sed -n 1p >"$tmp/got"
echo "$tmp/row12.sgf:3:5: error: no such ring on this board: 'D 12' [board]" >"$tmp/want"
same sgf-row-in-message
fi

if part rings; then
# --- [Rings] (zertz.5): cells of the 17 x 12 grid, a1 .. q12, single or
# as a range up one column, separated by spaces; each fault said
for r in "" "z1" "a0" "a13" "a1-b2" "a3-a1" "a1-a13" "a1x" "a1,a2" "$(yes a1 | head -205 | tr '\n' ' ')"; do
	printf '[Board "custom"]\n[Rings "%s"]\n\n*\n' "$r" | ./zertz validate 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
<stdin>:2:9: error: unsupported board: [Rings]: a custom board needs at least one ring [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a cell 'a1' .. 'q12' at 'z1' [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a cell 'a1' .. 'q12' at 'a0' [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a cell 'a1' .. 'q12' at 'a13' [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a higher cell of column 'a' after '-' [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a higher cell of column 'a' after '-' [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a cell 'a1' .. 'q12' after '-' at 'a13' [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a space between cells at 'x' [board]
<stdin>:2:9: error: unsupported board: [Rings]: expected a space between cells at ',a2' [board]
<stdin>:2:9: error: unsupported board: [Rings]: more than 204 cells [board]
EOF
same rings-faults
# [Position] against the board the tags name: the same custom cells are
# one board (upper case read as lower); other cells, another size or a
# custom position on a standard board are refused
printf '[Board "custom"]\n[Rings "c11-c12 d10-d12 e11-e12"]\n\n1. Wd11,c12\n*\n' >"$tmp/cust.zgn"
P=$(./zertz replay --at 0 -t position "$tmp/cust.zgn" | tail -1)
printf '[Board "custom"]\n[Rings "C11-C12 D10-D12 E11-E12"]\n[Position "%s"]\n\n1. Wd11,c12\n*\n' "$P" >"$tmp/cust1.zgn"
printf '[Board "custom"]\n[Rings "c11-c12 d10-d12 e10-e12"]\n[Position "%s"]\n\n1. Wd11,c12\n*\n' "$P" >"$tmp/cust2.zgn"
printf '[Board "48"]\n[Position "%s"]\n\n1. Wd11,c12\n*\n' "$P" >"$tmp/cust3.zgn"
p37='37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1'
printf '[Board "48"]\n[Position "%s"]\n\n*\n' "$p37" >"$tmp/cust4.zgn"
printf '[Board "custom"]\n[Rings "c11-c12 d10-d12 e11-e12"]\n[Position "%s"]\n\n*\n' "$p37" >"$tmp/cust5.zgn"
for f in cust1 cust2 cust3 cust4 cust5; do ./zertz validate "$tmp/$f.zgn" 2>&1 | head -1 | sed "s|$tmp/||"; done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
zertz: 1 game, 1 valid, 0 invalid, 0 warnings
cust2.zgn:3:12: error: invalid position string: the position is on the board 'c11-c12 d10-d12 e11-e12', the record's board is 'c11-c12 d10-d12 e10-e12' [position]
cust3.zgn:2:12: error: invalid position string: the position is on a custom board, the record's board is 48 rings [position]
cust4.zgn:2:12: error: invalid position string: the position is on 37 rings, the record's board is 48 rings [position]
cust5.zgn:3:12: error: invalid position string: the position is on 37 rings, the record's board is custom [position]
EOF
same position-against-board
fi

if part resign; then
# --- a move after a resignation is reported (FORMATS.md 3.3), in a record
# written as Boardspace writes it, a node a line: P1 resigns on line 6, P0
# places on line 8, whose value starts in column 5
printf '(;GM[22]VV[2]SU[Zertz]P0[id "ann"]P1[id "ben"]\n;P0[0 Start P0]\n;P0[1 RtoB 2 0 D 4]\n;P0[2 R- A 1]\n;P0[3 Done]\n;P1[4 Resign]\n;P1[5 Done]\n;P0[6 RtoB 2 1 D 1]\n;P0[7 R- A 2]\n;P0[8 Done]\n)\n' >"$tmp/late.sgf"
./zertz validate "$tmp/late.sgf" 2>&1 | sed -n 1p >"$tmp/got"
echo "$tmp/late.sgf:8:5: error: move after the end of the game: P1 resigned at line 6 [game-over]" >"$tmp/want"
same sgf-move-after-resign
fi

if part cyrillic; then
# --- Boardspace's escape for Cyrillic (FORMATS.md 3.1): 0xF0 and two hex
# digits stand for U+04xx.  A real RE value (games-Dec-9-2014.zip): F0 18 is
# U+0418, 33 U+0433, 40 U+0440, ... "Игру выиграл(а)", Russian for "the
# game was won by".
printf '(;GM[22]VV[2]SU[Zertz]P0[id "kazkar"]P1[id "guest"]RE[\360\061\070\360\063\063\360\064\060\360\064\063 \360\063\062\360\064\102\360\063\070\360\063\063\360\064\060\360\063\060\360\063\102(\360\063\060) kazkar]\n;P0[0 Start P0];P0[1 RtoB 2 0 D 4];P0[2 R- A 1];P0[3 Done])\n' >"$tmp/cyrillic.sgf"
./zertz convert -q -t jsonl "$tmp/cyrillic.sgf" | jq -r '.tags.BoardspaceResult' >"$tmp/got"
echo 'Игру выиграл(а) kazkar' >"$tmp/want"
same boardspace-cyrillic
fi

if part isolation-order; then
# --- the isolation suffix is sorted by column, then row (FORMATS.md A6) -----
# A group a3 (white), b3 (grey) and a4 (vacant) is cut off: a2, b2, b4, b5,
# c3 and c4 are removed (neighbours in the doubled-height lattice, FORMATS.md
# 2.3).  Filling a4 with black completes it and the mover claims all three.
# By column then row: a3, a4, b3 (by row it would be a3, b3, a4; by colour
# W a3, G b3, B a4).  The record lists them in another order still.
printf '[Board "37"]\n[Position "37 .-W./.-G--/..--../......./....../...../.... 5/7/10 0/0/0 0/0/0 1"]\n\n1. Ba4,g1 x Gb3Ba4Wa3\n' >"$tmp/iso.zgn"
./zertz convert -q -t zgn "$tmp/iso.zgn" | grep '^1\.' >"$tmp/got"
echo '1. Ba4,g1 x Wa3Ba4Gb3' >"$tmp/want"
same isolation-order
# with no suffix written, the one computed comes out in the same order
printf '[Board "37"]\n[Position "37 .-W./.-G--/..--../......./....../...../.... 5/7/10 0/0/0 0/0/0 1"]\n\n1. Ba4,g1\n' >"$tmp/iso2.zgn"
./zertz convert -q -t zgn "$tmp/iso2.zgn" | grep '^1\.' >"$tmp/got"
same isolation-order-computed
# the position after it: the three rings gone, the first player holds 1/1/1
./zertz replay -t position "$tmp/iso.zgn" | tail -n 1 >"$tmp/got"
echo '37 .---/.----/..--../......./....../...../-... 5/7/9 1/1/1 0/0/0 2' >"$tmp/want"
same isolation-position
fi

if part repetition; then
# --- [repetition]: samples/repetition.zgn says, by hand, that the position
# after turn 1 comes back after turns 5 and 13; the third occurrence ends
# the game at turn 13 in a tie (winner "none", zertz(1) --json)
./zertz validate --json samples/repetition.zgn 2>"$tmp/err" | jq -c '.result | [.over, .reason, .turn, .winner]' >"$tmp/got"
echo '[true,"repetition",13,"none"]' >"$tmp/want"
same repetition-third
# cut after turn 12 (the second occurrence only): not over
sed '/^13\./d; s/^\[Result.*/[Result "*"]/; s#^1/2-1/2$#*#' samples/repetition.zgn >"$tmp/rep12.zgn"
./zertz validate --json "$tmp/rep12.zgn" 2>"$tmp/err" | jq -c '.result | [.over, .reason]' >"$tmp/got"
echo '[false,"unfinished"]' >"$tmp/want"
same repetition-second-is-not
fi

if part captures; then
# --- validate --json: each player's own captures (zertz(1)) -----------------
# samples/isolation.zgn up to turn 5: alice (first, odd turns) claims the
# white marble on d7; bob has captured nothing yet.
sed '/^6\./d' samples/isolation.zgn >"$tmp/five.zgn"
./zertz validate --json "$tmp/five.zgn" 2>"$tmp/err" | jq -c '.result.captures' >"$tmp/got"
echo '{"first":[1,0,0],"second":[0,0,0]}' >"$tmp/want"
same json-captures-per-player
# turn 6: bob jumps a1 over b1 (white) to c1: both hold one white
./zertz validate --json samples/isolation.zgn 2>"$tmp/err" | jq -c '.result.captures' >"$tmp/got"
echo '{"first":[1,0,0],"second":[1,0,0]}' >"$tmp/want"
same json-captures-both
# a chain by the first player: d1 jumps the grey on d2 to d3, then the
# black on d4 to d5 (x FROM, then colour jumped and landing ring per hop)
printf '[Board "37"]\n[Position "37 ..../...../....../WG.B.../....../...../.... 5/7/9 0/0/0 0/0/0 1"]\n\n1. x d1Gd3Bd5\n' >"$tmp/chain.zgn"
./zertz validate --json "$tmp/chain.zgn" 2>"$tmp/err" | jq -c '.result.captures' >"$tmp/got"
echo '{"first":[0,1,1],"second":[0,0,0]}' >"$tmp/want"
same json-captures-chain
# a hop over an empty ring: said as a jump undone (issue 62: Boardspace kept
# undos so) when it goes back the way the hop before came, d1 over d2 to
# d3 and back over the d2 now empty; not when it goes on, over an empty d4
p='[Position "37 ..../...../....../WG...../....../...../.... 5/7/9 0/0/0 0/0/0 1"]'
for c in 'd1Gd3Gd1|jump-empty 1' 'd1Gd3Bd5|jump-empty 0'; do
	printf '[Board "37"]\n%s\n\n1. x %s\n' "$p" "${c%|*}" >"$tmp/undone.zgn"
	./zertz validate --json "$tmp/undone.zgn" 2>/dev/null |
		jq -r '.diagnostics[0] | "\(.code) \([.notes[].text | select(test("a jump undone"))] | length)"' >"$tmp/got"
	echo "${c#*|}" >"$tmp/want"
	same "jump-undone-${c%|*}"
done
fi

if part posstr; then
# --- position strings (zertz(5)) --------------------------------------------
printf '[Board "37"]\n\n' >"$tmp/empty.zgn"
./zertz replay -t position "$tmp/empty.zgn" | tail -n 1 >"$tmp/got"
echo '37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1' >"$tmp/want"
same posstr-empty-37
# Wd4,a1 on 37: d4 is the fourth ring of d, a1 the first of a
printf '[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/one.zgn"
./zertz replay -t position "$tmp/one.zgn" | tail -n 1 >"$tmp/got"
echo '37 -.../...../....../...W.../....../...../.... 5/8/10 0/0/0 0/0/0 2' >"$tmp/want"
same posstr-one-move
# 61 rings: columns of 5 6 7 8 9 8 7 6 5 (FORMATS.md 2.2), j the ninth
printf '[Board "61"]\n\n1. Bj5,e9\n' >"$tmp/p61.zgn"
./zertz replay -t position "$tmp/p61.zgn" | tail -n 1 >"$tmp/got"
echo '61 ...../....../......./......../........-/......../......./....../....B 6/8/9 0/0/0 0/0/0 2' >"$tmp/want"
same posstr-61
fi

if part stats; then
# --- stats: a group left out by --min-games leaves no trace (it once left
# "{," before the first group written: not JSON, and a blank first line)
./zertz stats --by player --min-games 7 --format json samples/*.zgn samples/sgf/*.sgf 2>"$tmp/err" >"$tmp/stats.json"
{ jq -e 'type == "object" and length > 0' "$tmp/stats.json" >/dev/null 2>&1 && echo parses || echo "not JSON: $(head -c 20 "$tmp/stats.json")"; } >"$tmp/got"
echo parses >"$tmp/want"
same stats-json-min-games
./zertz stats --by player --min-games 7 samples/*.zgn samples/sgf/*.sgf 2>"$tmp/err" | head -n 1 | cut -c1-3 >"$tmp/got"
echo '== ' >"$tmp/want"
same stats-text-min-games
fi

if part stats-marks; then
# --- stats over analysed records: tests/analyze/marked.zgn's marks, worked
# out by hand in its comment (alice ! ? box, missing a win in 1; bob ?? ??
# ?, missing a win in 3), per player and in all; in JSON, CSV and text
# alike; -j 2 as one job (the counts cross from the workers); a record
# without an Analysis tag (tests/analyze/marks.zgn, marked by a player)
# is not counted as analysed
./zertz stats --format json tests/analyze/marked.zgn 2>/dev/null |
	jq -c '[.all.analysis.analysed_games, .all.analysis.only_winning_turns, .all.analysis.missed_wins,
		.all.analysis.blunders, .all.analysis.only_turns_not_losing, .all.analysis.wins_missed_in_1,
		.all.analysis.wins_missed_in_3,
		(.all.players_analysis.alice | [.only_wins, .missed_wins, .blunders, .only_moves, .missed_in_1, .missed_in_3]),
		(.all.players_analysis.bob | [.only_wins, .missed_wins, .blunders, .only_moves, .missed_in_1, .missed_in_3])]' >"$tmp/got"
echo '[1,1,2,2,1,1,1,[1,1,0,1,1,0],[0,1,2,0,0,1]]' >"$tmp/want"
same stats-marks-json
./zertz stats --format csv tests/analyze/marked.zgn 2>/dev/null |
	grep -e '^all,analysis,blunders,' -e '^all,players_analysis,bob,blunders,' -e '^all,players_analysis,alice,missed_in_1,' >"$tmp/got"
printf '%s\n' 'all,analysis,blunders,,2' 'all,players_analysis,alice,missed_in_1,1' 'all,players_analysis,bob,blunders,2' >"$tmp/want"
same stats-marks-csv
./zertz stats tests/analyze/marked.zgn 2>/dev/null | sed -n '/^players in analysed games/,/^$/p' | tr -s ' ' >"$tmp/got"
printf '%s\n' 'players in analysed games (games ! ? ?? □, then wins missed in 1 2 3 4 5 6+)' \
	' alice 1 1 1 0 1 1 0 0 0 0 0' ' bob 1 0 1 2 0 0 0 1 0 0 0' '' >"$tmp/want"
same stats-marks-text
# (a key with a character beyond ASCII is padded by characters, in line
# with the others: 25 of them, then 3 blanks to 28, then one)
is "stats: the box's row in line" "$(./zertz stats tests/analyze/marked.zgn 2>/dev/null | grep -c '^  only turns not losing (□)    1$')" 1
for j in 1 2; do ./zertz stats -j $j --format json tests/analyze/marked.zgn tests/analyze/marks.zgn samples/opening.zgn 2>/dev/null | jq -c .all.analysis; done >"$tmp/jj"
is "stats -j 2 counts the marks as one job" "$(sed -n 1p "$tmp/jj")" "$(sed -n 2p "$tmp/jj")"
is "a player's marks are not an analysis" "$(sed -n 1p "$tmp/jj" | jq -c '.analysed_games')" 1
fi

if part ends; then
# --- how a game ends (RULES.md "End of the game", zertz(1) Results) -----------
# A record's result with [Termination] when its moves do not decide it:
# the reason is the termination, the winner the side of the token; any
# other termination is 'declared'.  One move, which decides nothing.
for t in "1-0 time first" "0-1 time second" "1/2-1/2 time none" "1-0 resignation first" \
	 "1/2-1/2 resignation none" "1-0 agreement first" "1/2-1/2 agreement none" "1-0 abandoned first"; do
	set -- $t
	printf '[First "ann"]\n[Second "bob"]\n[Result "%s"]\n[Termination "%s"]\n[Board "37"]\n\n1. Wd4,a1\n%s\n' "$1" "$2" "$1" >"$tmp/end.zgn"
	reason=$2
	[ "$2" = abandoned ] && reason=declared
	echo "$1 $reason $3" >"$tmp/want"
	./zertz validate --json "$tmp/end.zgn" 2>/dev/null | jq -r '"\(.result.token) \(.result.reason) \(.result.winner)"' >"$tmp/got"
	same "end-$2-$3"
done
# [no-move]: the player to move has no marble to place (pool and captures
# empty) and no capture: that player loses, or it is a draw under
# no-move=draw.  The start is over already: the first player is to move.
printf '[Board "37"]\n[Position "37 ..../...../....../......./....../...../.... 0/0/0 0/0/0 0/0/0 1"]\n\n' >"$tmp/nomove.zgn"
echo "0-1 no-move second" >"$tmp/want"
./zertz validate --json "$tmp/nomove.zgn" 2>/dev/null | jq -r '"\(.result.token) \(.result.reason) \(.result.winner)"' >"$tmp/got"
same end-no-move-lose
echo "1/2-1/2 no-move none" >"$tmp/want"
./zertz validate --json --rules no-move=draw "$tmp/nomove.zgn" 2>/dev/null | jq -r '"\(.result.token) \(.result.reason) \(.result.winner)"' >"$tmp/got"
same end-no-move-draw
# and the same results as replay and render -T ascii word them, for each
for t in "1-0 time:1-0, second player (bob) lost on time" "1/2-1/2 time:1/2-1/2, a draw on time" \
	 "1-0 resignation:1-0, second player (bob) resigned" "1/2-1/2 resignation:1/2-1/2, a draw by resignation" \
	 "1-0 agreement:1-0, by agreement" "1/2-1/2 agreement:1/2-1/2, a draw by agreement" \
	 "1-0 abandoned:1-0, as the record declares (the moves do not decide it)"; do
	res=${t%%:*} words=${t#*:}
	set -- $res
	printf '[First "ann"]\n[Second "bob"]\n[Result "%s"]\n[Termination "%s"]\n[Board "37"]\n\n1. Wd4,a1\n%s\n' "$1" "$2" "$1" >"$tmp/end.zgn"
	{ echo "result: $words"; echo "game over: $words"; } >"$tmp/want"
	{ ./zertz replay "$tmp/end.zgn" 2>/dev/null | tail -1; ./zertz render -T ascii "$tmp/end.zgn" 2>/dev/null | tail -1; } >"$tmp/got"
	same "words-$1-$2"
done
{ echo "result: 0-1, the player to move cannot move and loses"; echo "result: 1/2-1/2, the player to move cannot move: a draw"
  echo "result: 0-0, both players lose (full board, no capture)"; } >"$tmp/want"
{ ./zertz replay "$tmp/nomove.zgn" 2>/dev/null | tail -1; ./zertz replay --rules no-move=draw "$tmp/nomove.zgn" 2>/dev/null | tail -1
  ./zertz replay samples/both-lose.zgn 2>/dev/null | tail -1; } >"$tmp/got"
same words-no-move-both-lose
fi

if part tzaar-replay; then
# --- TZAAR through replay (TZAAR.md 4): the opening capture moves the
# stack of A5 onto A4 and leaves A5 empty; then Black must capture.  A
# record's result with its [Termination] decides the game when its moves
# do not; 1-0 is White's, the first player's.
printf '[Game "TZAAR"]\n[Setup "standard"]\n[First "wanda"]\n[Second "bert"]\n[Result "1-0"]\n[Termination "resignation"]\n\n1. xA5A4\n1-0\n' >"$tmp/tz.zgn"
./zertz replay -t position --at 0 "$tmp/tz.zgn" >"$tmp/p0"
./zertz replay -t position "$tmp/tz.zgn" | tail -1 >"$tmp/p1"
{ awk '{ n = split($2, f, "/"); print n, $3, $4 }' "$tmp/p0" "$tmp/p1"
  a5=$(awk '{ split($2, f, "/"); print f[5] }' "$tmp/p0")
  awk -v a5="$a5" '{ split($2, f, "/"); print (f[5] == "." ? "A5 empty" : "A5 " f[5]), (f[4] == a5 ? "A4 holds A5" : "A4 " f[4]) }' "$tmp/p1"
  ./zertz replay "$tmp/tz.zgn" | tail -1
  ./zertz replay --at 5 "$tmp/tz.zgn" 2>&1; echo "status $?"; } >"$tmp/got"
printf '%s\n' "60 white opening" "60 black capture" "A5 empty A4 holds A5" \
	"result: 1-0, first player (wanda) wins (resignation)" \
	"zertz: error: --at 5: '$tmp/tz.zgn' has only 1 turn" "status 2" >"$tmp/want"
same tzaar-replay
printf '[Game "TZAAR"]\n[Setup "standard"]\n\n1. xA5A4\n' >"$tmp/tz2.zgn"
./zertz replay "$tmp/tz2.zgn" | tail -1 >"$tmp/got"
echo 'result: * (the game is not over)' >"$tmp/want"
same tzaar-replay-unfinished
fi

if part tzaar-games; then
# --- TZAAR games played to their end (bench/randgame -g tzaar: random legal
# actions from the standard set-up).  TZAAR.md 2-4: a game ends when a
# player has no stack topped by one of the three types, or cannot start a
# turn with a capture; the winner is the other; a turn after the end is
# [game-over].
./bench/randgame -g tzaar -n 30 -s 11 >"$tmp/tzend.zgn"
./zertz validate --json "$tmp/tzend.zgn" 2>/dev/null | jq -r '
	[.valid, .result.over,
	 (.result.reason | IN("no-tzaar", "no-tzarra", "no-tott", "no-capture")),
	 ((.result.winner == "first" and .result.token == "1-0") or (.result.winner == "second" and .result.token == "0-1")),
	 (.declared == .result.token)] | map(tostring) | join(" ")' | sort | uniq -c | sed 's/^ *//' >"$tmp/got"
echo "30 true true true true true" >"$tmp/want"
same tzaar-ends
# a turn after the end: the game ended there, said at the turn
awk '{ print } /^(1-0|0-1)$/ { exit }' "$tmp/tzend.zgn" >"$tmp/tz1.zgn"
end=$(grep -c '^[0-9]*\. ' "$tmp/tz1.zgn")
sed -i "s/^\(1-0\|0-1\)\$/$((end + 1)). xA1A2\n\1/" "$tmp/tz1.zgn"
./zertz validate "$tmp/tz1.zgn" 2>&1 | grep -o "error: move after the end of the game: the game ended in turn $end: [a-z ]*player won: the other has no [a-z]* left on top of a stack \[game-over\]\|error: move after the end of the game: the game ended in turn $end: [a-z ]*player won: the other could not start a turn with a capture \[game-over\]" | sed 's/: [a-z ]*player won.*/ .../' >"$tmp/got"
echo "error: move after the end of the game: the game ended in turn $end ..." >"$tmp/want"
same tzaar-game-over
fi

if part isolation-optional; then
# --- [isolation] under isolation=optional (RULES.md): a record claims
# exactly what its suffix lists.  isolation.zgn's turn 5 cuts d7 (alice's
# white marble) off: with its suffix "x Wd7" alice takes it (captures
# 1/0/0, d7 gone), without it d7 stays on the board with its marble and
# alice has nothing; under the default (auto) the claim is made either way.
sed 's/^5\. Wb1,d6 x Wd7 .*/5. Wb1,d6/; /^6\./d' samples/isolation.zgn >"$tmp/nosuffix.zgn"
{ ./zertz replay -t position --at 5 --rules isolation=optional samples/isolation.zgn | tail -1
  ./zertz replay -t position --at 5 --rules isolation=optional "$tmp/nosuffix.zgn" | tail -1
  ./zertz replay -t position --at 5 "$tmp/nosuffix.zgn" | tail -1; } | awk '{ split($2, r, "/"); print r[4], $4 }' >"$tmp/got"
printf '%s\n' ".....-- 1/0/0" ".....-W 0/0/0" ".....-- 1/0/0" >"$tmp/want"
same isolation-optional
# a move after an end that is no win: [no-move] at the start, [both-lose]
printf '[Board "37"]\n[Position "37 ..../...../....../......./....../...../.... 0/0/0 0/0/0 0/0/0 1"]\n\n1. Wd4,a1\n' >"$tmp/after-no-move.zgn"
sed 's/^0-0$/2. Wa1\n0-0/' samples/both-lose.zgn >"$tmp/after-both-lose.zgn"
{ ./zertz validate "$tmp/after-no-move.zgn" 2>&1 | head -1 | sed 's/^[^:]*:[0-9]*:[0-9]*: //'
  ./zertz validate "$tmp/after-both-lose.zgn" 2>&1 | head -1 | sed 's/^[^:]*:[0-9]*:[0-9]*: //'; } >"$tmp/got"
printf '%s\n' "error: move after the end of the game: the start position is decided: the player to move had no legal move [game-over]" \
	"error: move after the end of the game: the game ended after turn 1: the board was filled without a capture [game-over]" >"$tmp/want"
same game-over-no-move-both-lose
# [variant] blitz is defined for 37 rings: on another board, a warning
printf '[Board "custom"]\n[Rings "a1-a4 b1-b5 c1-c6 d1-d7 e1-e6 f1-f5 g1-g4"]\n[Variant "blitz"]\n\n1. Wd4,a1\n' >"$tmp/blitz-custom.zgn"
./zertz validate "$tmp/blitz-custom.zgn" 2>&1 | head -1 | sed 's/^[^:]*:[0-9]*:[0-9]*: //' >"$tmp/got"
echo "warning: variant defined for another board: blitz is played on 37 rings, here on a custom board [variant]" >"$tmp/want"
same blitz-custom-board
fi

if part tzaar-setups; then
# --- TZAAR set-ups (TZAAR.md 4): '.' is an empty point in [Start]; a set
# holds 6 Tzaars, 9 Tzarras and 15 Totts a side, so fewer are a position,
# more are refused.  The standard set-up (corpus README), I5's white Tott
# taken off: White's opening capture A5 x A4 (a white Tott takes a black one)
std=ttttTTaaaATTAzzZATTAZtTZATTAZTtzattaztTzattazZZattaAAAttTTTT
printf '[Game "TZAAR"]\n[Start "%s"]\n\n1. xA5A4\n' "${std%T}." >"$tmp/tzdot.zgn"
./zertz validate --json "$tmp/tzdot.zgn" 2>/dev/null | jq -c '[.valid, .turns, [.diagnostics[].code]]' >"$tmp/got"
echo '[true,1,[]]' >"$tmp/want"
same tzaar-start-empty-point
printf '[Game "TZAAR"]\n[Start "%s"]\n\n1. xA5A4\n' "${std%T}Z" >"$tmp/tz7.zgn"
./zertz validate "$tmp/tz7.zgn" 2>&1 | sed "s|$tmp/||" >"$tmp/got"
printf 'tz7.zgn:2:9: error: invalid position string: [Start] has 7 white tzaars, more than the 6 of a set [position]\nzertz: 1 game, 0 valid, 1 invalid, 0 warnings\n' >"$tmp/want"
same tzaar-start-too-many
fi

if part littlegolem; then
# --- a LittleGolem game in progress (TZAAR.md 6) may stop after the first
# action of a turn: that turn is not played, with a warning, as a
# Boardspace record without Done stops in the middle of a turn
# (FORMATS.md 3.4); the rest is a valid unfinished game
printf '(;FF[TZAAR]VA[STANDARD]EV[cut]PB[black]PW[white]POS[CCCCccBBBbccbAAabccbaCcabccbacCABCCBACcABCCBAaaBCCBbbbCCcccc];W[kskr];B[sksl])\n' >"$tmp/lgcut.sgf"
./zertz validate --json "$tmp/lgcut.sgf" 2>/dev/null | jq -c '[.valid, .turns, .result.reason, [.diagnostics[] | .code, .detail]]' >"$tmp/got"
echo '[true,1,"unfinished",["ignored","the record ends in the middle of turn 2 (the capture has no second action)"]]' >"$tmp/want"
same littlegolem-cut-mid-turn
# ... and leaves no trace: the position is that of the game without it
sed 's/;B\[sksl\]//' "$tmp/lgcut.sgf" >"$tmp/lgone.sgf"
{ ./zertz convert -q -t position "$tmp/lgcut.sgf"; ./zertz replay "$tmp/lgcut.sgf" 2>/dev/null; } >"$tmp/got"
{ ./zertz convert -q -t position "$tmp/lgone.sgf"; ./zertz replay "$tmp/lgone.sgf" 2>/dev/null; } >"$tmp/want"
[ -s "$tmp/want" ] || echo "no position" >"$tmp/want"
same littlegolem-cut-leaves-no-trace
# ... where a ZGN line is a whole turn: a turn not whole is an error in
# either game
printf '[Game "TZAAR"]\n\n1. xA5A4\n2. xI1I2\n' >"$tmp/tzcut.zgn"
printf '[Board "37"]\n\n1. Wd4\n' >"$tmp/zcut.zgn"
for f in tzcut zcut; do ./zertz validate --json "$tmp/$f.zgn" 2>/dev/null | jq -c '[.valid, [.diagnostics[].code]]'; done >"$tmp/got"
printf '[false,["tz-second"]]\n[false,["remove-missing"]]\n' >"$tmp/want"
same zgn-turn-not-whole
fi

if part foreign-json; then
# --- another program's JSON that shares a key or two with a record (a
# reference engine's state dump: 'start', 'setup') is no game record
printf '{"format":"tzaar-reference/1","seed":1,"setup":"standard","start":"%s","winner":"white","reason":"no-tzarra","turns":2,"points":[],"actions":[],"states":[]}\n' "$std" >"$tmp/dump.json"
./zertz validate "$tmp/dump.json" 2>&1 | sed "s|$tmp/||" >"$tmp/got"
printf "dump.json:1:1: error: no game found: not a game record: 9 of its 10 keys are no record's, and it has no 'moves', 'tags' or 'game' (it has 'format', 'seed', 'setup' and 7 more) [notation]\nzertz: 0 games, 0 valid, 0 invalid, 0 warnings; 1 input held no game\n" >"$tmp/want"
same state-dump-not-a-record
fi

if part tzaar-position; then
# --- a TZAAR [Position] (TZAAR.md 4, a position string) is the start of
# the record: the game from the position after White's opening capture
# plays on as the whole game does; [Position] and [Start] together are
# refused, and so is a position string that is none
printf '[Game "TZAAR"]\n\n1. xA5A4\n2. xI1I2 +H1H2\n' >"$tmp/tzwhole.zgn"
printf '[Game "TZAAR"]\n\n1. xA5A4\n' | ./zertz convert -q -t position >"$tmp/tzpos.txt"
printf '[Game "TZAAR"]\n[Position "%s"]\n\n1. xI1I2 +H1H2\n' "$(cat "$tmp/tzpos.txt")" >"$tmp/tzfrom.zgn"
./zertz convert -q -t position "$tmp/tzwhole.zgn" >"$tmp/want"
./zertz convert -q -t position "$tmp/tzfrom.zgn" >"$tmp/got"
grep -q ' black capture$' "$tmp/tzpos.txt" || echo "the opening leaves Black to capture" >>"$tmp/got"
same tzaar-position-tag
./zertz convert -q -t json "$tmp/tzfrom.zgn" | ./zertz convert -q -t zgn >"$tmp/got"
./zertz convert -q -t zgn "$tmp/tzfrom.zgn" >"$tmp/want"
same tzaar-position-json-round-trip
printf '[Game "TZAAR"]\n[Start "%s"]\n[Position "%s"]\n\n' "$std" "$(cat "$tmp/tzpos.txt")" >"$tmp/tzboth.zgn"
printf '[Game "TZAAR"]\n[Position "tzaar A1"]\n\n' >"$tmp/tzbad.zgn"
for f in tzboth tzbad; do ./zertz validate "$tmp/$f.zgn" 2>&1 | head -1 | sed "s|$tmp/||"; done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
tzboth.zgn:3:12: error: malformed tag pair: [Position] with [Start]: the start is one or the other [notation]
tzbad.zgn:2:12: error: invalid position string: A1: '1' is not a piece (Z, A, T white; z, a, t black) [position]
EOF
same tzaar-position-refused
# the position string's parts, each refused with what was expected (the
# start position of samples/tzaar/opening.zgn, broken one part at a time)
P=$(./zertz convert -q -t position samples/tzaar/opening.zgn | head -1)
for q in "tzax ${P#tzaar }" "tzaar tZ/${P#tzaar t/}" "tzaar /${P#tzaar t/}" \
	"${P% white capture} red capture" "${P% capture} middle" "${P% white capture} black opening"; do
	./zertz perft --game tzaar --depth 1 --position "$q" 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
zertz: --position: a TZAAR position starts with 'tzaar '
zertz: --position: A1: a stack holds pieces of one colour
zertz: --position: A1: expected '.' or a stack
zertz: --position: expected the side to move after the points: white or black
zertz: --position: expected the phase at the end: opening, capture, second or over
zertz: --position: the opening is White's
EOF
same tzaar-position-parts
# a game's last position is written "over" (the side to move cannot
# capture): read back, select --reaches finds its game (zertz index
# reads every position it writes: it stopped on this one); "over" on a
# position where the side to move can capture is refused
./bench/randgame -g tzaar -n 1 -s 3 >"$tmp/tzend.zgn" 2>/dev/null
E=$(./zertz replay -q -t position --at 15 "$tmp/tzend.zgn")
{
	echo "${E##* }"
	./zertz select -q --reaches "$E" "$tmp/tzend.zgn" | grep -c '^\[Event '
	./zertz perft --game tzaar --depth 1 --position "${P% capture} over" 2>&1 | head -1
} >"$tmp/got"
printf 'over\n1\nzertz: --position: the phase says over, but the side to move has a capture and every type\n' >"$tmp/want"
same tzaar-position-over-read
# White without a Tzaar (every lone white Tzaar of the start taken off):
# over before a turn, Black the winner; perft finds no move; a declared
# '*' is overruled
Q="tzaar $(echo "${P#tzaar }" | sed 's|/Z/|/./|g; s|/Z/|/./|g')"
{
	./zertz perft --game tzaar --depth 1 --position "$Q"
	printf '[Game "TZAAR"]\n[Position "%s"]\n\n*\n' "$Q" >"$tmp/tzover.zgn"
	./zertz validate --json "$tmp/tzover.zgn" 2>/dev/null |
		jq -c '[.valid, .result.turns, .result.winner, .result.reason, [.diagnostics[].code]]'
} >"$tmp/got"
printf '0\n[true,0,"second","no-tzaar",["result-overruled"]]\n' >"$tmp/want"
same tzaar-position-over
# the set-up tags against each other (TZAAR.md 4), and a random set-up's
# start written back in ZGN and JSON
std=ttttTTaaaATTAzzZATTAZtTZATTAZTtzattaztTzattazZZattaAAAttTTTT
swapped=tttTtT${std#ttttTT}
printf '[Game "TZAAR"]\n[Setup "standard"]\n[Position "%s"]\n\n*\n' "$P" >"$tmp/tzsp.zgn"
printf '[Game "TZAAR"]\n[Setup "placement"]\n[Start "%s"]\n\n*\n' "$std" >"$tmp/tzpl.zgn"
printf '[Game "TZAAR"]\n[Setup "standard"]\n[Start "%s"]\n\n*\n' "$swapped" >"$tmp/tzst.zgn"
for f in tzsp tzpl tzst; do ./zertz validate "$tmp/$f.zgn" 2>&1 | head -1 | sed "s|$tmp/||"; done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
tzsp.zgn:3:12: error: malformed tag pair: [Position] with [Setup]: the start is one or the other [notation]
tzpl.zgn:3:9: error: malformed tag pair: [Start] with a placement set-up: the board starts empty [notation]
tzst.zgn:3:9: error: invalid position string: [Start] is not the standard set-up that [Setup] names [position]
EOF
same tzaar-setup-tags
printf '[Game "TZAAR"]\n[Setup "random"]\n[Start "%s"]\n\n1. xA4A3\n*\n' "$swapped" >"$tmp/tzrnd.zgn"
{
	./zertz convert -q -t zgn "$tmp/tzrnd.zgn" | grep '^\[S'
	./zertz convert -q -t jsonl "$tmp/tzrnd.zgn" | jq -r .start
} >"$tmp/got"
printf '[Setup "random"]\n[Start "%s"]\n%s\n' "$swapped" "$swapped" >"$tmp/want"
same tzaar-random-start-written
# turns: trailing blanks are nothing, 'X' is non-canonical, a point after
# 'X ' is missing, text after a placement is refused
printf '[Game "TZAAR"]\n\n1. XA5A4  \n2. xI1I2 X H1H2\n*\n' >"$tmp/tzx.zgn"
printf '[Game "TZAAR"]\n[Setup "placement"]\n\n1. ZE5x\n*\n' >"$tmp/tzpx.zgn"
for f in tzx tzpx; do ./zertz validate "$tmp/$f.zgn" 2>&1 | sed "s|$tmp/||"; done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
tzx.zgn:3:4: warning: non-canonical notation: 'XA5A4' is written in upper case [notation]
tzx.zgn:4:11: error: malformed move: expected a point (A1 .. I5), found a blank [notation]
tzx.zgn:4:4: note: turn 2: 'xI1I2 X H1H2'
zertz: 1 game, 0 valid, 1 invalid, 1 warning
tzpx.zgn:4:7: error: malformed move: text after the placement: 'x' [notation]
tzpx.zgn:4:4: note: turn 1: 'ZE5x'
zertz: 1 game, 0 valid, 1 invalid, 0 warnings
EOF
same tzaar-turn-syntax
fi

if part tzaar-ends; then
# --- TZAAR's ends (TZAAR.md 3), from positions: White's stacks of two
# (Tzaar A1, Tzarra A2, Tott A3) against Black's single pieces.  Black to
# move cannot capture (every white stack is taller): White has won at the
# start, and a move there is a move after the end [tz-no-capture]
tzpos() {	# tzpos SIDE POINT=STACK ...: a position string
	python3 -c 'import sys
pts = ["."] * 60
cols = "ABCDEFGHI"; lens = [5, 6, 7, 8, 8, 8, 7, 6, 5]
for a in sys.argv[2:]:
	p, v = a.split("=")
	pts[sum(lens[:cols.index(p[0])]) + int(p[1:]) - 1] = v
print("tzaar " + "/".join(pts) + " " + sys.argv[1] + " capture")' "$@"
}
printf '[Game "TZAAR"]\n[Position "%s"]\n\n' "$(tzpos black A1=ZZ A2=AA A3=TT I1=z I2=a I3=t)" >"$tmp/nocap.zgn"
printf '[Game "TZAAR"]\n[Position "%s"]\n\n1. xI1H1\n' "$(tzpos black A1=ZZ A2=AA A3=TT I1=z I2=a I3=t)" >"$tmp/nocap2.zgn"
{
	./zertz validate --json "$tmp/nocap.zgn" 2>/dev/null | jq -c '[.valid, .result.reason, .result.winner]'
	./zertz validate --json "$tmp/nocap2.zgn" 2>/dev/null | jq -c '[.valid, [.diagnostics[].code]]'
} >"$tmp/got"
printf '[true,"no-capture","first"]\n[false,["game-over"]]\n' >"$tmp/want"
same tzaar-no-capture-at-start
# White's Tott stack takes Black's last Tott (A3 x A4): the game ends at
# that first action, and a second action is a move after the end
# [tz-lose-type]
for mv in 'xA3A4' 'xA3A4 +A2A1'; do
	printf '[Game "TZAAR"]\n[Position "%s"]\n\n1. %s\n' "$(tzpos white A1=ZZ A2=AA A3=TT A4=t I1=z I2=a)" "$mv" >"$tmp/lasttott.zgn"
	./zertz validate --json "$tmp/lasttott.zgn" 2>/dev/null | jq -c '[.valid, .result.reason, .result.winner, [.diagnostics[].code]]'
done >"$tmp/got"
printf '[true,"no-tott","first",[]]\n[false,"no-tott","first",["game-over"]]\n' >"$tmp/want"
same tzaar-ends-on-first-action
# a move from an empty point; a placement once play has started
printf '[Game "TZAAR"]\n[Position "%s"]\n\n1. xB1B2\n' "$(tzpos white A1=ZZ A2=AA A3=TT A4=t I1=z I2=a)" >"$tmp/fromempty.zgn"
printf '[Game "TZAAR"]\n\n1. ZE5\n' >"$tmp/placeinplay.zgn"
for f in fromempty placeinplay; do ./zertz validate "$tmp/$f.zgn" 2>&1 | head -1 | sed "s|$tmp/||"; done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
fromempty.zgn:4:4: error: no stack of the player to move on the starting point: 'xB1B2': B1 is empty [tz-line]
placeinplay.zgn:3:4: error: placement not possible: the board is full: play has started [tz-setup]
EOF
same tzaar-from-empty-and-placement-in-play
fi

if part zgn-lines; then
# --- ZGN line by line (zertz(5)): a tag's faults, each said where it is;
# move numbers optional, the dot too; a number out of sequence is said
for t in '[ "x"]' '[Event x]' '[Event "x"] junk' '[Event "x"]]' '[Event "x'; do
	printf '%s\n\n1. Wd4,a1\n*\n' "$t" | ./zertz validate 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
<stdin>:1:2: error: malformed tag pair: expected a tag name after '[' [notation]
<stdin>:1:8: error: malformed tag pair: expected '"' to open the value of 'Event' [notation]
<stdin>:1:13: error: malformed tag pair: text after the tag 'Event': 'junk' [notation]
<stdin>:1:12: error: malformed tag pair: text after the tag 'Event': ']' [notation]
<stdin>:1:10: error: malformed tag pair: unterminated value of 'Event' [notation]
EOF
same zgn-tag-faults
printf '[Event "x" ]\n\n1.Wd4,a1\n2 Gd1,a2\n4. Bg1,f5\n*\n' | ./zertz validate >"$tmp/got" 2>&1
printf '<stdin>:5:1: warning: turn number out of sequence: '"'4'"' for turn 3 [notation]\nzertz: 1 game, 1 valid, 0 invalid, 1 warning\n' >"$tmp/want"
same zgn-move-numbers
# escapes: \n \t \r in a tag's value are those characters, and written
# back so; a comment runs over lines, \} and \\ in it are '}' and '\'
printf '[Event "a\\nb\\tc\\rd"]\n\n1. Wd4,a1 {a\\}b\n c\\\\d}\n2. Gd1,a2 {x} @5\n*\n' >"$tmp/esc.zgn"
./zertz convert -q -t jsonl "$tmp/esc.zgn" | jq -c '[.tags.Event, .moves[0].comment, .moves[1]]' >"$tmp/got"
printf '%s\n' '["a\nb\tc\rd","a}b\n c\\d",{"move":"Gd1,a2","comment":"x","clock":5}]' >"$tmp/want"
same zgn-escapes
./zertz convert -q -t zgn "$tmp/esc.zgn" | ./zertz convert -q -t jsonl | jq -c '[.tags.Event, .moves[0].comment]' >"$tmp/got"
printf '%s\n' '["a\nb\tc\rd","a}b\n c\\d"]' >"$tmp/want"
same zgn-escapes-written
# a clock of more than 12 digits is no clock; a result line against the
# [Result] tag is an error
printf '[Event "x"]\n\n1. Wd4,a1 @1234567890123\n*\n' | ./zertz validate 2>&1 | head -1 >"$tmp/got"
printf '[Result "1-0"]\n\n1. Wd4,a1\n0-1\n' | ./zertz validate 2>&1 | head -1 >>"$tmp/got"
cat >"$tmp/want" <<'EOF'
<stdin>:3:11: error: malformed move: expected ',', 'x' or the end of the move, found '@' [notation]
<stdin>:4:1: error: malformed tag pair: the result '0-1' differs from the [Result] tag '1-0' [notation]
EOF
same zgn-clock-result-faults
# past ZERTZ_MAX_TURNS only the result line is read of what follows
printf '[Event "x"]\n\n1. Wd4,a1\n2. Gd1,a2\n3. Bg1,f5\n4. Ba4,e5\n0-1\n' >"$tmp/lim.zgn"
ZERTZ_MAX_TURNS=2 ./zertz validate --json "$tmp/lim.zgn" 2>/dev/null |
	jq -c '[.turns, .declared, .result.reason, [.diagnostics[].code]]' >"$tmp/got"
echo '[2,"0-1","declared",["limit"]]' >"$tmp/want"
same zgn-result-past-limit
# streams: reference files, each '# zertz-peer-game' header a game (its
# '# game:', '# setup:' and '# start:' are tags); transcripts, each '# Seed:' a game;
# a line too long in a transcript is said and the game read on, its
# action fitting any board (the sample's cells, J5 among them, are the
# 61-ring board's); a transcript's "# Seed:" is its tag Seed
printf '# zertz-peer-game: 1\n# rings: 37\nWd4,a1\n# zertz-peer-game: 2\n# rings: 48\nWd4,a1\n' >"$tmp/refs.txt"
printf '# zertz-peer-game: 1\n# game: TZAAR\n# setup: standard\nxA5A4\n' >"$tmp/tzref.txt"
printf '# zertz-peer-game: 1\n# game: TZAAR\n# setup: random\n# start: tttTtTaaaATTAzzZATTAZtTZATTAZTtzattaztTzattazZZattaAAAttTTTT\nxA4A3\n' >"$tmp/tzref2.txt"
cat tests/regress/convert/transcript.txt tests/regress/convert/transcript.txt >"$tmp/trans.txt"
{
	./zertz validate --json "$tmp/refs.txt" "$tmp/tzref.txt" "$tmp/tzref2.txt" "$tmp/trans.txt" 2>/dev/null |
		jq -c '[.game, .turns, .valid, .board, .tags.Game, .tags.Setup, .tags.Seed]'
	ZERTZ_MAX_LINE=100 ./zertz validate --json "$tmp/trans.txt" 2>/dev/null | jq -c '[.game, .turns, .board, [.diagnostics[].code]]'
} >"$tmp/got"
cat >"$tmp/want" <<'EOF'
[1,1,true,37,null,null,null]
[2,1,true,48,null,null,null]
[1,1,true,"tzaar","TZAAR","standard",null]
[1,1,true,"tzaar","TZAAR","random",null]
[1,4,true,61,null,null,"42"]
[2,4,true,61,null,null,"42"]
[1,4,61,["lenient","syntax"]]
[2,4,61,["lenient","syntax"]]
EOF
same zgn-streams
fi

if part zgn-date; then
# --- [Date]: free text, but a date written as one (YYYY.MM.DD or with
# '-', '??' for what is not known) that no calendar has is warned of
# (worked out by hand from the Gregorian calendar)
for d in 2025-13-45:w 2025.13.01:w 2025.02.29:w 2024.02.29:- 1900.02.29:w 2000.02.29:- \
	2025.??.??:- 2025.04.31:w 2025.00.10:w 2025.??.32:w 2025.10.??:- ????.02.30:w \
	"spring 2005:-" 2025.10-29:- 2025.1.1:- 2025.13.??:w; do
	printf '[Date "%s"]\n[Board "37"]\n\n1. Wd4,a1\n' "${d%:*}" >"$tmp/date.zgn"
	got=$(./zertz validate --json "$tmp/date.zgn" 2>/dev/null | jq -r '[.diagnostics[].code] | join(",")')
	case ${d##*:} in w) want=date ;; *) want= ;; esac
	is "date ${d%:*}" "$got" "$want"
done
printf '[Date "2025.02.29"]\n[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/date.zgn"
is "date said at its tag" "$(./zertz validate "$tmp/date.zgn" 2>&1 | sed "s|$tmp/||" | head -1)" \
	"date.zgn:1:8: warning: impossible date: '2025.02.29' (a month from 01 to 12, a day that month has) [notation]"
fi

if part json-stream; then
# --- JSON values one after another, as jq reads them: a value that ends
# mid-line leaves the rest of the line (and of any line read with it) to
# the next value, said where it starts; what is no value there is said,
# never dropped (jansson places a fault at the last byte of the token it
# stopped at: the closing quote of "x"); blank lines before a value are nothing
printf '\n  \n{"board": 37, "moves": ["Wd4,a1"]}   {"board": 37,\n "moves": [5]} {"board": 37, "moves": ["x"]}\n[{"board": 37}] "x"\n' >"$tmp/jstream.json"
./zertz validate "$tmp/jstream.json" 2>&1 | sed "s|$tmp/||" >"$tmp/got"
cat >"$tmp/want" <<'EOF'
jstream.json:3:38: error: invalid record structure: move 1 must be a string or an object with 'move' [notation]
jstream.json:4:42: error: malformed move: expected a ring such as 'd4' at the end of 'x' [notation]
jstream.json:4:42: note: in move 1
jstream.json:5:19: error: invalid record structure: JSON: '[' or '{' expected near '"x"' [notation]
zertz: 5 games, 2 valid, 3 invalid, 0 warnings
EOF
same json-stream-on-a-line

# blanks of any kind between a key and its ':', a tab between values and
# a CR before the line's end: the move is still found where it is (x at
# line 2, column 6: said at its end)
printf '{"board"\t: 37, "moves"\n : ["x"]}\t{"board": 37}\r\n' >"$tmp/jblanks.json"
./zertz validate "$tmp/jblanks.json" 2>&1 | sed "s|$tmp/||" >"$tmp/got"
cat >"$tmp/want" <<'EOF'
jblanks.json:2:7: error: malformed move: expected a ring such as 'd4' at the end of 'x' [notation]
jblanks.json:2:7: note: in move 1
zertz: 2 games, 1 valid, 1 invalid, 0 warnings
EOF
same json-blanks
fi

if part ref-comments; then
# --- reference files' "# key: value" comments (the corpus README): the
# winner in each of its spellings, a tie, and what says nothing; keys after
# the first move (but "# game:", which starts the next game), a seed (a
# transcript's), keys too short or too long and a comment with no key are
# no tags; a result line mid-file is declared and the moves read on
for w in 'Player 1' 1 white 'Player 2' 2 black nobody 'Player 3'; do
	printf '# rings: 37\n# winner: %s\nWd4,a1\n' "$w" | ./zertz validate --json 2>/dev/null | jq -c .declared
done >"$tmp/got"
printf '# rings: 37\n# result: Tie\nWd4,a1\n# rings: 37\n' | ./zertz validate --json 2>/dev/null | jq -c .declared >>"$tmp/got"
printf '# rings: 37\n# result: Win\nWd4,a1\n' | ./zertz validate --json 2>/dev/null | jq -c .declared >>"$tmp/got"
printf '"1-0"\n"1-0"\n"1-0"\n"0-1"\n"0-1"\n"0-1"\nnull\nnull\n"1/2-1/2"\nnull\n' >"$tmp/want"
same ref-winners
printf '# rings: 37\n# Player 1: ann\n# Player 2: bob\n# seed: 4\n# ab: 1\n# averylongkey: 2\n# no colon\nWd4,a1\n# rings: 48\n# setup: random\n# start: x\n# variant: Blitz\nBd1,a2\n' >"$tmp/ref-keys.txt"
./zertz validate --json "$tmp/ref-keys.txt" 2>/dev/null | jq -c '[.board, .variant, .turns, .valid, .first, .second, (.tags | keys)]' >"$tmp/got"
echo '[37,"standard",2,true,"ann","bob",["Board","First","Second"]]' >"$tmp/want"
same ref-keys-settled
printf '# rings: 37\n# variant: Blitz\nWd4,a1\n' | ./zertz validate --json 2>/dev/null | jq -c '[.board, .variant, .marbles]' >"$tmp/got"
echo '[37,"blitz",[5,7,9]]' >"$tmp/want"
same ref-variant-blitz
printf '# rings: 37\n# winner: Player 1\nWd4,a1\n0-1\nBd1,a2\n' | ./zertz validate --json 2>/dev/null |
	jq -c '[.declared, .turns, [.diagnostics[].code]]' >"$tmp/got"
echo '["0-1",2,["lenient","undecided-result"]]' >"$tmp/want"
same ref-result-line
# ZGN: tag names of letters, digits, '_' and '-', in either case; blanks
# after a tag's ']' and before the next text; a tag's value closed at the
# end of the line with no ']'; blanks around a move line and its clock
printf '[my_Tag-2 "x"]\n[event "y"]\n[Board "37"]\n\n  1. Wd4,a1  \n2. Gd1,a2 @15   \n*\n' >"$tmp/zgn-names.zgn"
./zertz convert -q -t jsonl "$tmp/zgn-names.zgn" | jq -c '[.tags["my_Tag-2"], .tags.event, .moves]' >"$tmp/got"
echo '["x","y",[{"move":"Wd4,a1"},{"move":"Gd1,a2","clock":15}]]' >"$tmp/want"
same zgn-tag-names
for t in '[Event "x"]   junk' '[Event "x"'; do
	printf '%s\n\n1. Wd4,a1\n*\n' "$t" | ./zertz validate 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
<stdin>:1:15: error: malformed tag pair: text after the tag 'Event': 'junk' [notation]
<stdin>:1:11: error: malformed tag pair: expected ']' to close the tag 'Event' [notation]
EOF
same zgn-tag-ends
fi

if part sgf-syntax; then
# --- SGF's own syntax (FORMATS.md 3.1), each fault where it is: a value
# or a variation cut by the end of the input, a property without a value,
# a stray byte; a backslash before a line end is a soft line break
H='(;GM[22]VV[2]SU[Zertz]P0[id "ann"]P1[id "bob"]'
for t in "$H;P0[0 Start P0](;P0[1 RtoB 2 0 D 4]" \
	"$H;P0[0 Start P0];P0[1 RtoB 2 0 D 4" \
	"$H;P0[0 Start P0];C[x\\\\" \
	"$H;P0[0 Start P0](;P1[4 Done])(;P1[4 RtoB" \
	"$H;P0[0 Start P0](;P1[4 Done])(;P1[4 RtoB [x\\\\" \
	"$H;P0[0 Start P0](;P1[4 Done])(;P1[4 RtoB [x\\\\]])" \
	"$H;P0[0 Start P0];P0\n;P0[1 RtoB 2 0 D 4])" \
	"$H;P0[0 Start P0];\001P0[1 RtoB 2 0 D 4])" \
	"\001(;GM[22])"; do
	printf "$t" >"$tmp/syn.sgf"
	./zertz validate --from sgf "$tmp/syn.sgf" 2>&1 | grep ' error: ' | head -1 | sed "s|$tmp/||"
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
syn.sgf:1:83: error: malformed SGF: the input ends inside a game: expected ')' [notation]
syn.sgf:1:66: error: malformed SGF: the input ends inside the value of 'P0' [notation]
syn.sgf:1:65: error: malformed SGF: the input ends inside the value of 'C' [notation]
syn.sgf:1:75: error: malformed SGF: the input ends inside a variation [notation]
syn.sgf:1:75: error: malformed SGF: the input ends inside a variation [notation]
syn.sgf:1:94: error: malformed SGF: the input ends inside a game: expected ')' [notation]
syn.sgf:1:63: error: malformed SGF: property 'P0' has no value [notation]
syn.sgf:1:63: error: malformed SGF: unexpected byte 0x01 [notation]
syn.sgf:1:1: error: malformed SGF: expected '(' to start a game, found byte 0x01 [notation]
EOF
same sgf-syntax-faults
printf "$H;P0[0 Start P0];P0[1 RtoB 2 0 \\\\\nD 4];P0[2 R- A 1]\n;P0[3 Done])" >"$tmp/soft.sgf"
./zertz convert -q -t zgn "$tmp/soft.sgf" | grep '^1\.' >"$tmp/got"
echo '1. Wd4,a1' >"$tmp/want"
same sgf-soft-line-break
fi

if part transcripts; then
# --- Zertz3D transcripts (FORMATS.md 5.2): an action is a Python dict,
# quoted or not, blanks anywhere between its parts; each fault said at
# its column (the line is "Player 1: " and the dict); a fault of the move
# it stands for at the action (a cell on no board: the smallest, 37); a
# tab before the brace, an empty removal (none), a key not known (passed
# over); a value said is cut at 20 characters
while IFS='|' read -r action want; do
	printf '# Seed: 1\nPlayer 1: %s\n' "$action" >"$tmp/tr.txt"
	./zertz validate "$tmp/tr.txt" 2>&1 | grep -v 'lenient mode' | head -1 | sed "s|^$tmp/tr.txt:||" >"$tmp/got"
	printf '%s\n' "$want" >"$tmp/want"
	same "transcript $action"
done <<'EOF'
{'action': 'PUT', 'marble': 'w', 'dst': 'E5', 'remove': 'Z1'}|2:67: error: malformed move: transcript: expected a cell such as 'D4', not 'Z1' [notation]
{'action': 'CAP', 'marble': 'w', 'src': 'E5', 'dst': 'E7', 'capture': 'q', 'cap': 'E6'}|2:81: error: malformed move: transcript: expected a marble w, g or b, not 'q' [notation]
{'action': 'CAP', 'src': 'E5'}|2:22: error: malformed move: transcript: 'CAP' needs 'src', 'dst' and 'capture' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'E5', 'remove': 'A1'|2:71: error: malformed move: transcript: expected ',' or '}' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'E5' 'remove': 'A1'}|2:56: error: malformed move: transcript: expected ',' or '}' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'E5', 'remove': }|2:67: error: malformed move: transcript: expected a value [notation]
{'action': 'PASS'}|2:1: error: pass while a move is available: 'Wa1,a2' is available [no-move]
{action: PUT, marble: w, dst: E5, remove: A1}|zertz: 1 game, 1 valid, 0 invalid, 1 warning
  {  'action' : 'PUT' , 'marble':'w','dst':'E5','remove':'A1' }|zertz: 1 game, 1 valid, 0 invalid, 1 warning
{'action': 'PUT', 'marble': 'W', 'dst': 'e5', 'remove': None}|2:1: error: a free ring must be removed: 'a1' is free [no-removal]
{'action': 'JUMP'}|2:22: error: malformed move: transcript: the action is PUT, CAP or PASS, not 'JUMP' [notation]
{'action': 'PUT', 'marble': 'x', 'dst': 'E5', 'remove': 'A1'}|2:39: error: malformed move: transcript: expected a marble w, g or b, not 'x' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'E55', 'remove': 'A1'}|2:51: error: malformed move: transcript: expected a cell such as 'D4', not 'E55' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'K5', 'remove': 'A1'}|2:51: error: malformed move: transcript: expected a cell such as 'D4', not 'K5' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'E5', 'remove': 'A1'}  junk|2:74: error: malformed move: transcript: text after the action [notation]
{'action' 'PUT'}|2:21: error: malformed move: transcript: expected ':' after the key [notation]
{}|2:11: error: malformed move: transcript: no 'action' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'A9', 'remove': 'A1'}|2:1: error: no such ring on this board: 'a9' on the 37-ring board [board]
	{'action': 'PUT', 'marble': 'w', 'dst': 'E5', 'remove': 'A1'}|zertz: 1 game, 1 valid, 0 invalid, 1 warning
x|2:1: error: malformed move: transcript: expected an action 'Player N: {...}' [notation]
{'action': 'PUT}|2:22: error: malformed move: transcript: expected a value [notation]
{: 'PUT'}|2:12: error: malformed move: transcript: expected a key or '}' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'E5', 'remove': ''}|2:1: error: a free ring must be removed: 'a1' is free [no-removal]
{'action': 'PUT', 'marble': 'w', 'dst': 'E0', 'remove': 'A1'}|2:51: error: malformed move: transcript: expected a cell such as 'D4', not 'E0' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': '15', 'remove': 'A1'}|2:51: error: malformed move: transcript: expected a cell such as 'D4', not '15' [notation]
{'action': 'PUT', 'marble': 'ww', 'dst': 'E5', 'remove': 'A1'}|2:39: error: malformed move: transcript: expected a marble w, g or b, not 'ww' [notation]
{'action': 'PUT', 'marble': 'w'}|2:22: error: malformed move: transcript: 'PUT' needs 'marble' and 'dst' [notation]
{'action': 'CAP', 'marble': 'w', 'src': 'E5', 'dst': 'Z7', 'capture': 'b'}|2:64: error: malformed move: transcript: expected a cell such as 'D4', not 'Z7' [notation]
{'action': 'PUT', 'marble': 'w', 'dst': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'remove': 'A1'}|2:51: error: malformed move: transcript: expected a cell such as 'D4', not 'ABCDEFGHIJKLMNOPQRST' [notation]
{'action': 'PASS', 'foo': 1}|2:1: error: pass while a move is available: 'Wa1,a2' is available [no-move]
EOF

# the notation's own bounds: a chain of at most 64 hops (the 65th, at
# column 8 + 3 * 64 = 200, is refused), an isolation list of at most 204
# marbles (the 205th at column 13 + 3 * 204 = 625)
python3 -c "print('[Board \"37\"]\n\n1. x d1' + 'Wd3' * 65)" >"$tmp/hops.zgn"
python3 -c "print('[Board \"37\"]\n\n1. Wd4,a1 x ' + 'Wa1' * 205)" >"$tmp/isol.zgn"
for f in hops isol; do ./zertz validate "$tmp/$f.zgn" 2>&1 | head -1 | sed "s|$tmp/||"; done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
hops.zgn:3:200: error: malformed move: expected the end of the capture chain, found 'W' [notation]
isol.zgn:3:625: error: malformed move: expected the end of the isolation list, found 'W' [notation]
EOF
same notation-bounds
fi

if part sgf-ends; then
# --- how a game ended, through Boardspace SGF (3.3): a win on time is
# WinOnTime of the winner, a draw on time WinOnTime of the player to move
# with RE saying the draw (command 4, after Start and the one turn's three),
# a draw by agreement RE alone; an agreed win
# cannot be said (and the writer says so), its result stays in RE
for tr in "time 1-0" "time 0-1" "time 1/2-1/2" "agreement 1-0" "agreement 1/2-1/2"; do
	set -- $tr
	printf '[Result "%s"]\n[Termination "%s"]\n\n1. Wd4,a1\n%s\n' "$2" "$1" "$2" >"$tmp/end.zgn"
	./zertz convert -t sgf "$tmp/end.zgn" 2>"$tmp/err" >"$tmp/end.sgf"
	printf '%s %s: %s %s|' "$1" "$2" "$(grep -o 'P[01]\[[0-9]* WinOnTime' "$tmp/end.sgf")" "$(cat "$tmp/err")"
	./zertz convert -q -t zgn "$tmp/end.sgf" | grep '^\[Result\|^\[Termination' | tr '\n' ' '
	echo
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
time 1-0: P0[4 WinOnTime zertz: 1 game read, 1 written, 0 with problems|[Result "1-0"] [Termination "time"] 
time 0-1: P1[4 WinOnTime zertz: 1 game read, 1 written, 0 with problems|[Result "0-1"] [Termination "time"] 
time 1/2-1/2: P1[4 WinOnTime zertz: 1 game read, 1 written, 0 with problems|[Result "1/2-1/2"] [Termination "time"] 
agreement 1-0:  zertz: sgf cannot hold how games ended: left out
zertz: 1 game read, 1 written, 0 with problems|[Result "1-0"] 
agreement 1/2-1/2:  zertz: 1 game read, 1 written, 0 with problems|[Result "1/2-1/2"] [Termination "agreement"] 
EOF
same sgf-endings-written

# stats --by year reads a TZAAR game's [Date] as a Zertz game's: three
# random games dated 2024 make one group of three, marked as TZAAR's
./bench/randgame -g tzaar -n 3 -s 11 | sed 's/^\[Game "TZAAR"\]$/&\n[Date "2024.05.06"]/' >"$tmp/tzdated.zgn"
./zertz stats --by year "$tmp/tzdated.zgn" 2>/dev/null | sed -n '1p; /^  total /p' >"$tmp/got"
printf '== 2024 (tzaar)\n  total                        3\n' >"$tmp/want"
same tzaar-stats-by-year

# a Zertz player called "bob (tzaar)" and TZAAR's bob share a group's name,
# never a group: games of two kinds are not counted together
{
	printf '[Event "z"]\n[First "bob (tzaar)"]\n[Second "x"]\n\n*\n\n'
	./bench/randgame -g tzaar -n 1 -s 11 | sed 's/^\[Game "TZAAR"\]$/&\n[First "bob"]/'
} >"$tmp/twokinds.zgn"
./zertz stats --by player "$tmp/twokinds.zgn" 2>/dev/null | grep -A 5 '^== bob (tzaar)' |
	grep '^== \|total\|rings\|standard' >"$tmp/got"
printf '== bob (tzaar)\n  total                        1\n  37 rings                     1\n  standard                     1\n== bob (tzaar)\n  total                        1\n  standard                     1\n' >"$tmp/want"
same stats-kinds-apart

# a game whose set-up cannot be read (no such board) is counted in 'all',
# as invalid, on no board, of no variant, not on a full board
printf '[Board "38"]\n\n1. Wd4,a1\n' >"$tmp/noboard.zgn"
./zertz stats "$tmp/noboard.zgn" 2>/dev/null | sed -n '/^games$/,/^$/p; /invalid/p; /full board/p' >"$tmp/got"
printf 'games\n  total                        1\n\n  invalid                      1\n  games ending on a full board 0\n' >"$tmp/want"
same stats-no-board

# what stats names when a record does not say: standard input is
# '<stdin>'; a date of fewer than four digits is the year '?', a first
# player of no name the player '?'
{
	./zertz stats --signature <samples/isolation.zgn | sed 's/^[0-9a-f]* //'
	./zertz stats -t json <"$tmp/noboard.zgn" | grep -o '"invalid_games": \[[^]]*\]'
	printf '[Date "12"]\n[First ""]\n[Second "b"]\n\n1. Wd4,a1\n' >"$tmp/d12.zgn"
	./zertz stats --by year "$tmp/d12.zgn" | grep '^=='
	./zertz stats --by player "$tmp/d12.zgn" | grep '^=='
	./zertz replay 'samples/opening.zgn#3' 2>&1
	echo "status $?"
	./zertz replay --at 999 <samples/opening.zgn 2>&1
	echo "status $?"
	./zertz replay --game 1 'samples/opening.zgn#1' | tail -n 1
	# an archive of no member holds no game to show
	python3 -c "import zipfile, sys; zipfile.ZipFile(sys.argv[1], 'w').close()" "$tmp/nothing.zip"
	./zertz replay "$tmp/nothing.zip" >"$tmp/nz" 2>&1
	st=$?
	sed "s|$tmp/||" "$tmp/nz"
	echo "status $st"
	# with a selection, an input of no game is not counted
	: >"$tmp/empty.zgn"
	./zertz stats --player nobody "$tmp/empty.zgn" 2>&1
	echo "status $?"
} >"$tmp/got" 2>&1
cat >"$tmp/want" <<'EOF'
6 <stdin>#1
"invalid_games": [{"source":"<stdin>","game":1,"line":1,"col":9,"code":"board"}]
== ?
== ?
== b
zertz: error: 'samples/opening.zgn#3' has no game 3
status 1
zertz: error: --at 999: '<stdin>' has only 40 turns
status 2
result: 0-1, second player (bob) wins with grey
zertz: error: 'nothing.zip' has no game
status 1
status 0
EOF
same stats-unnamed
fi

if part sgf-written; then
# --- Boardspace SGF written (FORMATS.md 3.1): ']' and '\' in a value are
# escaped with '\', a turn's clock is TM on its Done, and both read back;
# a TZAAR game is refused; an end Boardspace has no command for (not a
# resignation, time or agreement) is left out, and said
printf '[First "a]b\\\\c"]\n[Second "bob"]\n[Board "37"]\n\n1. Wd4,a1 @5120\n*\n' >"$tmp/esc-out.zgn"
./zertz convert -q -t sgf "$tmp/esc-out.zgn" >"$tmp/esc-out.sgf"
{
	grep -F 'P0[id "a\]b\\c"]' "$tmp/esc-out.sgf"
	grep -F 'P0[3 Done ]TM[5120]' "$tmp/esc-out.sgf"
	./zertz convert -q -t jsonl "$tmp/esc-out.sgf" | jq -c '[.tags.First, .moves]'
} >"$tmp/got"
cat >"$tmp/want" <<'EOF'
P0[id "a\]b\\c"]
; P0[3 Done ]TM[5120]
["a]b\\c",[{"move":"Wd4,a1","clock":5120}]]
EOF
same sgf-written-escapes-clock
./zertz convert -t sgf samples/tzaar/opening.zgn 2>&1 >/dev/null | head -1 | sed 's|samples/tzaar/||' >"$tmp/got"
echo "opening.zgn:1:1: error: the output format cannot hold the game: sgf: Boardspace SGF holds Zertz games, not TZAAR's [notation]" >"$tmp/want"
same sgf-tzaar-refused
printf '[Board "37"]\n[Result "1-0"]\n[Termination "abandoned"]\n\n1. Wd4,a1\n1-0\n' >"$tmp/abandoned.zgn"
./zertz convert -t sgf "$tmp/abandoned.zgn" 2>&1 >/dev/null | grep -c '^zertz: sgf cannot hold how games ended: left out$' >"$tmp/got"
echo 1 >"$tmp/want"
same sgf-termination-left-out
fi

if part bom; then
# --- a UTF-8 byte order mark, as Windows editors write one, is not text:
# a record with one reads as without it, in every format, its columns
# counted after it (each record here has a fault, said at its column)
printf '[Event "bom"]\n\n1. Wd4,a9\n*\n' >"$tmp/plain.zgn"
printf '(;GM[22]VV[2]SU[Zertz]P0[id "a"]P1[id "b"];P0[0 Start P0];P0[1 RtoB 2 0 D 9];P0[2 R- A 1];P0[3 Done])\n' >"$tmp/plain.sgf"
printf '{"board": 37, "moves": ["Wd4,a9"]}\n' >"$tmp/plain.json"
printf 'board: 37\nmoves: ["Wd4,a9"]\n' >"$tmp/plain.yaml"
for ext in zgn sgf json yaml; do
	{ printf '\357\273\277'; cat "$tmp/plain.$ext"; } >"$tmp/bom.$ext"
	./zertz validate "$tmp/plain.$ext" 2>&1 | sed "s|$tmp/plain|F|" >"$tmp/want"
	./zertz validate "$tmp/bom.$ext" 2>&1 | sed "s|$tmp/bom|F|" >"$tmp/got"
	grep -q 'F\.[a-z]*:[0-9]*:[0-9]*: error' "$tmp/want" || echo "the $ext record has no fault to place" >>"$tmp/got"
	same "bom-$ext"
done

# a start where both players hold a winning set (3 of each) is won by the
# player who moved last, the one not to move; a start already won takes
# no move
for side in 1 2; do
	printf '[Position "37 ..../...../....../......./....../...../.... 0/2/4 3/3/3 3/3/3 %s"]\n\n*\n' $side >"$tmp/both.zgn"
	./zertz validate --json "$tmp/both.zgn" 2>/dev/null | jq -c '[.valid, .result.winner, .result.reason, .result.set, .result.turn]'
done >"$tmp/got"
printf '[Position "37 ..../...../....../......./....../...../.... 2/4/6 4/4/4 0/0/0 2"]\n\n1. Wd4,a1\n*\n' >"$tmp/won.zgn"
./zertz validate "$tmp/won.zgn" 2>&1 | head -1 | sed "s|$tmp/||" >>"$tmp/got"
cat >"$tmp/want" <<'EOF'
[true,"second","win","each",0]
[true,"first","win","each",0]
won.zgn:3:4: error: move after the end of the game: the start position is decided: first player holds a winning set (white) [game-over]
EOF
same start-decided

# a ZEN stream of two games, written as people write PGN: tabs, a '{'
# against the move, '!?' '?' '!!' after moves (kept: marks, zertz(5)),
# two side lines, '2...'
# after them; a clock first in a comment (the blank after it goes with
# it); '\}' '\\' '\r' in a comment are '}' '\' and CR (ZGN writes them
# back so); a second of 60, or a blank before ']', is no clock
printf '1.\tWd4-a1!? {[%%clk 0:00:05] good \\} \\\\ \\r}\tGd1-a2?{x}\n2. Bg1-f5 (2. Bg4-g1) (2. Bg3-g1) 2...\tWa4-g4!! {[%%clk 0:00:60]} {[%%clk 0:00:07 ]}\n0-1\n\n1. Wd4-a1 Gd1-a2 *\n' >"$tmp/two.zen"
{
	./zertz convert -q -t zgn "$tmp/two.zen" | grep -v '^\[Board\|^\[Variant'
	./zertz validate "$tmp/two.zen" 2>&1 | sed "s|$tmp/||"
} >"$tmp/got"
cat >"$tmp/want" <<'EOF'
[Result "0-1"]

1. Wd4,a1!? {good \} \\ \r} @5000
2. Gd1,a2? {x}
3. Bg1,f5
4. Wa4,g4!! {[%clk 0:00:60] [%clk 0:00:07 ]}
0-1

[Result "*"]

1. Wd4,a1
2. Gd1,a2
*
two.zen:2:11: warning: record element ignored: 2 side lines (variations): only the main line is read [notation]
two.zen:3:1: warning: declared result is not decided by the moves: '0-1' with no [Termination] tag [result]
zertz: 2 games, 2 valid, 0 invalid, 2 warnings
EOF
same zen-as-people-write-it

# stats: games of no move are alike, not duplicates; a TZAAR game's
# signature is its set-up and moves as played (select --unique's too)
printf '[Event "a"]\n\n*\n\n[Event "b"]\n\n*\n' >"$tmp/empty2.zgn"
{
	./zertz stats --duplicates "$tmp/empty2.zgn" 2>&1
	./zertz stats --signature samples/tzaar/opening.zgn samples/isolation.zgn 2>&1 | sed 's/^[0-9a-f]* //'
} >"$tmp/got"
cat >"$tmp/want" <<'EOF'
zertz: 2 games, 0 groups of duplicates
4 samples/tzaar/opening.zgn#1
6 samples/isolation.zgn#1
EOF
same stats-empty-and-tzaar-signatures

# a custom board's position string (zertz(5)): 17 columns, each of at most
# 12 rows, of '_' '.' '-' 'W' 'G' 'B', and at least one ring
for q in "custom //__________.............//////////// 6/8/10 0/0/0 0/0/0 1" \
	"custom //__________.x/////////////// 6/8/10 0/0/0 0/0/0 1" \
	"custom //__________../// 6/8/10 0/0/0 0/0/0 1" "custom //////////////// 6/8/10 0/0/0 0/0/0 1"; do
	./zertz render -T ascii --position "$q" 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
zertz: --position: column 'c' of a custom board has more than 12 rows
zertz: --position: column 'c': expected '_', '.', '-', 'W', 'G' or 'B'
zertz: --position: a custom board has 17 columns separated by '/'
zertz: --position: a custom board needs at least one ring
EOF
same custom-position-faults

# variations (3.1): the main line is the first; a second one is skipped
# whole, nested variations and escaped brackets in it too; a node after
# the variations (not SGF) is said, not read
printf '(;GM[22]VV[2]SU[Zertz]P0[id "a"]P1[id "b"];P0[0 Start P0](;P0[1 RtoB 2 0 D 4];P0[2 R- A 1];P0[3 Done])(;P0[1 RtoB 2 0 D 3](;P0[2 R- \\] A 1])(;C[(]))\n;P1[4 RtoB 2 2 D 1]P1[5 R- A 2])\n' >"$tmp/var.sgf"
{
	./zertz validate "$tmp/var.sgf" 2>&1 | sed "s|$tmp/||"
	./zertz convert -q -t zgn "$tmp/var.sgf" | grep '^[0-9]'
} >"$tmp/got"
cat >"$tmp/want" <<'EOF'
var.sgf:1:103: warning: record element ignored: a variation: only the main line is read [notation]
var.sgf:2:1: warning: record element ignored: a node after the main line's end: it and the rest of the tree are not read [notation]
zertz: 1 game, 1 valid, 0 invalid, 2 warnings
1. Wd4,a1
EOF
same sgf-variations
fi

if part rule-errors; then
# --- what a rule's error says about the move (RULES.md): a colour the
# pool lacks while it has others; removing the ring just placed on, or
# one holding a marble; a jump onto a removed ring (a1, removed at turn
# 1); a jump over an empty ring (d5)
for rec in '[Position "37 ..../...../....../......./....../...../.... 0/8/10 3/0/0 3/0/0 1"]\n\n1. Wd4,a1\n*\n' \
	'[Board "37"]\n\n1. Wd4,d4\n*\n' '[Board "37"]\n\n1. Wd4,a1\n2. Gd5,d4\n*\n' \
	'[Board "37"]\n\n1. Wa3,a1\n2. Ga2,b1\n3. x a3Ga1\n*\n' '[Board "37"]\n\n1. Wd4,a1\n2. Gd3,a2\n3. x d4Wd6\n*\n'; do
	printf "$rec" | ./zertz validate 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
<stdin>:3:4: error: no marble of that colour to place: the pool has no white marble [pool-empty]
<stdin>:3:8: error: removed ring is the ring just placed on: 'd4' [free-ring]
<stdin>:4:8: error: removed ring holds a marble: 'd4' [free-ring]
<stdin>:5:8: error: jump lands on an occupied or missing ring: 'a1' has been removed [capture]
<stdin>:5:8: error: jump over a ring without a marble: 'd5' [capture]
EOF
same rule-fault-details

# [Game] names a game in any case, whole: no prefix, nothing after
for g in tzaarx TZ ZERTZ Tzaar chess; do
	printf '[Game "%s"]\n\n*\n' "$g" | ./zertz validate 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
<stdin>:1:8: error: unsupported variant: the game 'tzaarx' (zertz knows Zertz, TZAAR) [variant]
<stdin>:1:8: error: unsupported variant: the game 'TZ' (zertz knows Zertz, TZAAR) [variant]
zertz: 1 game, 1 valid, 0 invalid, 0 warnings
zertz: 1 game, 1 valid, 0 invalid, 0 warnings
<stdin>:1:8: error: unsupported variant: the game 'chess' (zertz knows Zertz, TZAAR) [variant]
EOF
same game-tag-names

# a custom variant's counts (zertz(5) [Marbles], [Win]): numbers of at
# most two digits, as many as the tag has, '/' between, at most 64
# marbles in all (99/99/99 is too many)
for v in "Marbles 1/2" "Marbles 1/2/x" "Marbles 100/2/3" "Marbles 1/2/3x" "Win 1/2/3/x" "Marbles /2/3" "Marbles 99/99/99"; do
	set -- $v
	printf '[Variant "custom"]\n[%s "%s"]\n\n*\n' "$1" "$2" | ./zertz validate 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
<stdin>:2:11: error: invalid variant: invalid value '1/2' for 'marbles' (expected W/G/B) [variant]
<stdin>:2:11: error: invalid variant: invalid value '1/2/x' for 'marbles' (expected W/G/B) [variant]
<stdin>:2:11: error: invalid variant: invalid value '100/2/3' for 'marbles' (expected W/G/B) [variant]
<stdin>:2:11: error: invalid variant: invalid value '1/2/3x' for 'marbles' (expected W/G/B) [variant]
<stdin>:2:7: error: invalid variant: invalid value '1/2/3/x' for 'win' (expected EACH/W/G/B) [variant]
<stdin>:2:11: error: invalid variant: invalid value '/2/3' for 'marbles' (expected W/G/B) [variant]
<stdin>:2:11: error: invalid variant: invalid value '99/99/99' for 'marbles' (expected W/G/B) [variant]
EOF
same custom-variant-counts
# a rule option list has no empty item
for r in , 'free-ring=any-two,,isolation=auto'; do
	./zertz validate --rules "$r" samples/isolation.zgn 2>&1 | head -1
done >"$tmp/got"
printf '%s\n' "zertz: --rules: malformed rule option list ','" \
	"zertz: --rules: malformed rule option list 'free-ring=any-two,,isolation=auto'" >"$tmp/want"
same rules-empty-item
# and the repetition rule takes 3 or off only
for v in x 3x 0 999999999999; do
	./zertz validate --rules repetition=$v samples/isolation.zgn 2>&1 | head -1
done >"$tmp/got"
for v in x 3x 0 999999999999; do
	echo "zertz: --rules: invalid value '$v' for 'repetition' (expected 3|off)"
done >"$tmp/want"
same repetition-values

# an empty [First] is no name, an empty [Termination] no termination
printf '[First ""]\n[Termination ""]\n[Result "1-0"]\n\n1. Wd4,a1\n1-0\n' >"$tmp/empty-tags.zgn"
{
	./zertz replay --at 1 "$tmp/empty-tags.zgn" 2>/dev/null | head -1
	./zertz validate "$tmp/empty-tags.zgn" 2>&1 | head -1 | sed "s|$tmp/||"
} >"$tmp/got"
cat >"$tmp/want" <<'EOF'
1. first player: Wd4,a1
empty-tags.zgn:6:1: warning: declared result is not decided by the moves: '1-0' with no [Termination] tag [result]
EOF
same empty-name-and-termination

# a declared draw or both-lose that the moves do not decide stands as the
# record declares it, with a warning (as a declared win does)
for r in 0-0 1/2-1/2; do
	printf '[Result "%s"]\n\n1. Wd4,a1\n%s\n' $r $r | ./zertz validate --json 2>/dev/null |
		jq -c '[.valid, .result.token, .result.winner, .result.reason, [.diagnostics[].code]]'
done >"$tmp/got"
printf '%s\n' '[true,"0-0","both-lose","declared",["undecided-result"]]' \
	'[true,"1/2-1/2","none","declared",["undecided-result"]]' >"$tmp/want"
same declared-draw-and-both-lose
fi

if part z3d-streams; then
# --- streams of Zertz3D notation files (FORMATS.md 5.1): each header line
# ("37", "37 Blitz") starts a game; the writer refuses what the notation
# cannot hold
printf '37\nWd4,a1\nBd1,a2\n37 Blitz\nWd4,a1\n' >"$tmp/two3d.txt"
./zertz validate --json "$tmp/two3d.txt" 2>/dev/null | jq -c '[.game, .turns, .tags.Variant, .valid]' >"$tmp/got"
printf '[1,2,null,true]\n[2,1,"blitz",true]\n' >"$tmp/want"
same zertz3d-stream
for f in samples/tzaar/opening.zgn samples/repetition.zgn; do
	./zertz convert -t zertz3d "$f" 2>&1 >/dev/null | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
samples/tzaar/opening.zgn:1:1: error: the output format cannot hold the game: zertz3d: Zertz3D notation holds Zertz games, not TZAAR's [notation]
samples/repetition.zgn:1:1: error: the output format cannot hold the game: zertz3d: Zertz3D cannot set up a start position [notation]
EOF
same zertz3d-refused
# a custom variant and rule options are left out, and said
printf '[Variant "custom"]\n[Marbles "5/7/9"]\n\n1. Wd4,a1\n*\n' >"$tmp/var.zgn"
printf '[Rules "free-ring=any-two"]\n\n1. Wd4,a1\n*\n' >"$tmp/rules.zgn"
for f in var rules; do ./zertz convert -t zertz3d "$tmp/$f.zgn" 2>&1 >/dev/null | head -1; done >"$tmp/got"
printf 'zertz: zertz3d cannot hold tags, the variant: left out\nzertz: zertz3d cannot hold tags, rule options: left out\n' >"$tmp/want"
same zertz3d-left-out
fi

if part kart-zip; then
# --- KART's ZIP position (FORMATS.md 6; zertz(5)) ---------------------------
# KART's own example, the empty 37-ring board, is ours
printf '[Position "%s"]\n\n' 'oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1' >"$tmp/zip37.zgn"
./zertz convert -q -t position "$tmp/zip37.zgn" >"$tmp/got"
echo '37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1' >"$tmp/want"
same zip-kart-example
# KART's 48-ring board is the mirror image (FORMATS.md 2.4: KART column k
# is official column 7 - k, rows alike): KART's a1 is our h1
printf '[Position "%s"]\n\n' 'Wooo/ooooo/oooooo/ooooooo/oooooooo/1ooooooo/2oooooo/3ooooo 5/8/10 0/0/0 0/0/0 2' >"$tmp/zip48.zgn"
./zertz convert -q -t position "$tmp/zip48.zgn" >"$tmp/got"
echo '48 ...../....../......./......../......./....../...../W... 5/8/10 0/0/0 0/0/0 2' >"$tmp/want"
same zip-48-mirrored
# after 1. Wd7,c6 2. Ga1,e6 3. Bg1,f5 (samples/isolation.zgn): a ring gone
# at the top of a column is left out, marbles where they were put
./zertz convert -q -t zip --at 3 samples/isolation.zgn >"$tmp/got"
echo 'Gooo/ooooo/ooooo/ooooooW/1ooooo/2oooo/3Booo 5/7/9 0/0/0 0/0/0 2' >"$tmp/want"
same zip-written
# a shape no board of KART's holds (a column of ten rings) is a custom
# board, and written back the same
./zertz convert -q -t zip "$tmp/zip37.zgn" >/dev/null
printf '[Position "%s"]\n\n' 'oooooooooo 6/8/10 0/0/0 0/0/0 1' >"$tmp/zipcustom.zgn"
{ ./zertz convert -q -t position "$tmp/zipcustom.zgn" | cut -d' ' -f1; ./zertz convert -q -t zip "$tmp/zipcustom.zgn"; } >"$tmp/got"
printf 'custom\noooooooooo 6/8/10 0/0/0 0/0/0 1\n' >"$tmp/want"
same zip-custom-shape
# ZIP is Zertz's: a TZAAR game cannot be written in it; a ZIP that is none
{
	./zertz convert -t zip samples/tzaar/opening.zgn 2>&1 >/dev/null | head -1
	./zertz perft --depth 1 --position 'ooo/oXo 6/8/10 0/0/0 0/0/0 1' 2>&1 | head -1
} | sed "s|samples/tzaar/||" >"$tmp/got"
cat >"$tmp/want" <<'EOF'
opening.zgn:1:1: error: the output format cannot hold the game: zip: KART's ZIP holds Zertz positions, not TZAAR's [notation]
zertz: --position: ZIP: 'X' in the layout: expected 'o', 'W', 'G', 'B', a number or '/'
EOF
same zip-refused
fi

if part kart-zen; then
# --- KART's ZEN game notation (FORMATS.md 6; zertz(5)), read wherever a
# record is: placement, removal, a chain with its colours checked, a
# comment with arrows and circles, a side line dropped with a warning, a
# NAG and a mark kept as the moves' marks; the moves worked out by hand in official notation
cat >"$tmp/game.zen" <<'EOF'
[Event "ZEN sample"]
[Player1 "ann"]
[Player2 "bob"]
[Result "*"]

1. Wd4-a1 {[%cal Gd4d5][%csl Rd5]} Bd5-a2 2. Wd4xd6+b $1 (2. Gg1-g2 Bc1-b1)
2... Gg1-g2!? *
EOF
{
	./zertz convert -q -t zgn "$tmp/game.zen" | grep -v '^$'
	./zertz validate "$tmp/game.zen" 2>&1 | sed "s|$tmp/||"
} >"$tmp/got"
cat >"$tmp/want" <<'EOF'
[Event "ZEN sample"]
[First "ann"]
[Second "bob"]
[Result "*"]
[Board "37"]
[Variant "standard"]
1. Wd4,a1 {[%cal Gd4d5][%csl Rd5]}
2. Bd5,a2
3. x d4Bd6!
4. Gg1,g2!?
*
game.zen:6:58: warning: record element ignored: 1 side line (variations): only the main line is read [notation]
zertz: 1 game, 1 valid, 0 invalid, 1 warning
EOF
same zen-read
# the colours jumped, when given, must be right; '×' is 'x'
sed 's/xd6+b/xd6+w/' "$tmp/game.zen" >"$tmp/wrong.zen"
sed 's/xd6+b/×d6/' "$tmp/game.zen" >"$tmp/times.zen"
{
	./zertz validate --json "$tmp/wrong.zen" 2>/dev/null | jq -c '[.valid, [.diagnostics[] | select(.level == "error") | .code]]'
	./zertz validate --json "$tmp/times.zen" 2>/dev/null | jq -c '[.valid, [.diagnostics[] | select(.level == "error") | .code]]'
} >"$tmp/got"
printf '[false,["jump-colour"]]\n[true,[]]\n' >"$tmp/want"
same zen-chain-colours
# and written: the comment, arrows and circles come back as they were
./zertz convert -q -t zen "$tmp/game.zen" >"$tmp/again.zen"
grep -o '{[^}]*}' "$tmp/again.zen" >"$tmp/got"
echo '{[%cal Gd4d5][%csl Rd5]}' >"$tmp/want"
same zen-comment-kept
./zertz convert -q -t zgn "$tmp/again.zen" >"$tmp/got"
./zertz convert -q -t zgn "$tmp/game.zen" >"$tmp/want"
same zen-written-read-back
# a comment with '}' and '\' in it, and on two lines, through ZEN and back
printf '[Board "37"]\n\n1. Wd4,a1 {a \\} b \\\\ c\nand more}\n*\n' >"$tmp/esc.zgn"
./zertz convert -q -t zgn "$tmp/esc.zgn" >"$tmp/want"
./zertz convert -q -t zen "$tmp/esc.zgn" | ./zertz convert -q -t zgn >"$tmp/got"
grep -q 'a \\} b' "$tmp/want" || echo "the sample's comment lost its brace" >>"$tmp/got"
same zen-comment-escapes
# KART's labels: on 48 rings its a is the official h (FORMATS.md 2.4), on
# 61 its ninth column is i (the official j); on a start whose a1 is gone,
# KART's a1 is the lowest ring left in column a (the official a2)
printf '[ZIP "%s"]\n\n1. Wa1-a2 *\n' 'oooo/ooooo/oooooo/ooooooo/oooooooo/1ooooooo/2oooooo/3ooooo 6/8/10 0/0/0 0/0/0 1' >"$tmp/z48.zen"
printf '[ZIP "%s"]\n\n1. Wi5-i1 *\n' 'ooooo/oooooo/ooooooo/oooooooo/ooooooooo/1oooooooo/2ooooooo/3oooooo/4ooooo 6/8/10 0/0/0 0/0/0 1' >"$tmp/z61.zen"
printf '[ZIP "%s"]\n\n1. Wa1-a3 *\n' '1ooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1' >"$tmp/zgone.zen"
for f in z48 z61 zgone; do ./zertz convert -q -t zgn "$tmp/$f.zen" | grep '^1\.'; done >"$tmp/got"
printf '1. Wh1,h2\n1. Wj5,j1\n1. Wa2,a4\n' >"$tmp/want"
same zen-labels
# an isolation is not written in ZEN: it follows from the position, and
# comes back (samples/isolation.zgn, turn 5: b1 placed, d6 removed, d7 cut off)
./zertz convert -q -t zen samples/isolation.zgn | tee "$tmp/iso.zen" | grep -o 'Wb1-d6[^ ]*' >"$tmp/got"
./zertz convert -q -t zgn "$tmp/iso.zen" | grep '^5\.' >>"$tmp/got"
printf 'Wb1-d6\n5. Wb1,d6 x Wd7 {d7 is cut off and full: alice claims it}\n' >"$tmp/want"
same zen-isolation
# a comment in Latin-1 is read as such, into UTF-8, with a warning
printf '[Player1 "a"]\n\n1. Wd4-a1 {caf\351} *\n' >"$tmp/latin1.zen"
./zertz convert -q -t jsonl "$tmp/latin1.zen" 2>/dev/null | jq -r '.moves[0].comment' >"$tmp/got"
./zertz validate --json "$tmp/latin1.zen" 2>/dev/null | jq -r '.diagnostics[].code' >>"$tmp/got"
printf 'caf\303\251\nencoding\n' >"$tmp/want"
same zen-latin1-comment
# ZEN holds Zertz games only
./zertz convert -t zen samples/tzaar/opening.zgn 2>&1 >/dev/null | head -1 | sed 's|samples/tzaar/||' >"$tmp/got"
echo "opening.zgn:1:1: error: the output format cannot hold the game: zen: KART's ZEN holds Zertz games, not TZAAR's [notation]" >"$tmp/want"
same zen-tzaar-refused

# what only looks like a clock stays text: negative hours, minutes or
# seconds, a negative fraction, no seconds; a clock glued to the text
# before it leaves that text; an empty comment is kept
cat >"$tmp/clk2.zen" <<'EOF'
[Player1 "a"]
[Player2 "b"]

1. Wd4-a1 {[%clk -1:00:00]} {[%clk 0:-5:00]} Gd1-a2 {[%clk 0:00:-5]}
2. Ba4-a3 {[%clk 0:00:01.-12]} Wg1-c1 {[%clk 0:00]}
3. Gd6-b1 {x[%clk 0:00:02]} Bd3-b2 {} *
EOF
cat >"$tmp/want" <<'EOF'
[First "a"]
[Second "b"]
[Result "*"]
[Board "37"]
[Variant "standard"]

1. Wd4,a1 {[%clk -1:00:00] [%clk 0:-5:00]}
2. Gd1,a2 {[%clk 0:00:-5]}
3. Ba4,a3 {[%clk 0:00:01.-12]}
4. Wg1,c1 {[%clk 0:00]}
5. Gd6,b1 {x} @2000
6. Bd3,b2 {}
*
EOF
./zertz convert -q -t zgn "$tmp/clk2.zen" >"$tmp/got"
same zen-clocks-not
# two comments in Latin-1: one warning; comments past the game's budget of
# text (20 bytes here, of which [First "a"] takes 6): the first kept, the
# second not, and said
printf '[Player1 "a"]\n\n1. Wd4-a1 {caf\351} Gd1-a2 {na\357ve} *\n' >"$tmp/latin2.zen"
./zertz validate --json "$tmp/latin2.zen" 2>/dev/null | jq -c '[.diagnostics[].code]' >"$tmp/got"
printf '[Player1 "a"]\n\n1. Wd4-a1 {aaaaaaaa} Gd1-a2 {bbbbbbbb} *\n' >"$tmp/budget.zen"
ZERTZ_MAX_TEXT=20 ./zertz validate --json "$tmp/budget.zen" 2>/dev/null | jq -c '[.valid, [.diagnostics[].code]]' >>"$tmp/got"
ZERTZ_MAX_TEXT=20 ./zertz convert -q --keep-invalid -t jsonl "$tmp/budget.zen" 2>/dev/null | jq -c '[.moves[] | if type == "object" then .comment else null end]' >>"$tmp/got"
printf '["encoding"]\n[false,["limit"]]\n["aaaaaaaa",null]\n' >"$tmp/want"
same zen-comment-warnings
# moves that are none, each said at its column: a hop colour that is no
# colour, in upper case, one too many or missing; a removal or a cell
# missing; a column past q; a row 0 or of three digits; no colour.  A pass
# where a move is possible is the replay's error; a ')' with no '(' is
# passed over
while IFS='|' read -r body want; do
	printf '[Player1 "a"]\n\n%s *\n' "$body" >"$tmp/f.zen"
	./zertz validate "$tmp/f.zen" 2>&1 | head -1 | sed "s|^$tmp/f.zen:||" >"$tmp/got"
	printf '%s\n' "$want" >"$tmp/want"
	same "zen fault $body"
done <<'EOF'
1. Wd4-a1 Bd5-a2 2. Wd4xd6+q|3:21: error: malformed move: 'Wd4xd6+q' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wd4-a1 Bd5-a2 2. Wd4xd6+B|3:21: error: malformed move: 'Wd4xd6+B' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wd4-a1 Bd5-a2 2. Wd4xd6+bb|3:21: error: malformed move: 'Wd4xd6+bb' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wd4-a1 Bd5-a2 2. Wd4xd6+|3:21: error: malformed move: 'Wd4xd6+' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wd4-a1 Bd5-a2 2. Wd4x|3:21: error: malformed move: 'Wd4x' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wd4-|3:4: error: malformed move: 'Wd4-' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. W|3:4: error: malformed move: 'W' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wr1-a1|3:4: error: malformed move: 'Wr1-a1' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wd0-a1|3:4: error: malformed move: 'Wd0-a1' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Wd100-a1|3:4: error: malformed move: 'Wd100-a1' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. Qd4-a1|3:4: error: malformed move: 'Qd4-a1' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]
1. -|3:4: error: pass while a move is available: 'Wa1,a2' is available [no-move]
1. ) Wd4-a1|zertz: 1 game, 1 valid, 0 invalid, 0 warnings
EOF

# Clocks ride in comments as lichess writes them, [%clk H:MM:SS(.mmm)]:
# 0:01:05.250 is 65,250 ms and 1:00:00 is 3,600,000; a comment that was
# only a clock is none, and a clock leaves the rest of the comment, which
# joins the next comment of the same move after a blank.  What only looks
# like a clock (minutes past 59, no number, a fraction not of three digits,
# no ']', hours past 10,000) stays text.  A comment before the first move
# is the game's.
cat >"$tmp/clk.zen" <<'EOF'
[Player1 "a"]
[Player2 "b"]
[Annotator "c"]

{before the game}
1. Wd4-a1 {[%clk 0:01:05.250]} Gd1-a2 {good [%clk 1:00:00]} {and more}
2. Ba4-a3 {[%clk 1:60:00]} {[%clk x]} Wg1-c1 {[%clk 0:00:01.5]}
3. Gd6-b1 {[%clk 0:00:01} Bd3-b2 {[%clk 10001:00:00]} *
EOF
cat >"$tmp/want" <<'EOF'
[First "a"]
[Second "b"]
[Result "*"]
[Board "37"]
[Variant "standard"]
[Annotator "c"]
[Comment "before the game"]

1. Wd4,a1 @65250
2. Gd1,a2 {good and more} @3600000
3. Ba4,a3 {[%clk 1:60:00] [%clk x]}
4. Wg1,c1 {[%clk 0:00:01.5]}
5. Gd6,b1 {[%clk 0:00:01}
6. Bd3,b2 {[%clk 10001:00:00]}
*
EOF
./zertz convert -q -t zgn "$tmp/clk.zen" >"$tmp/got"
same zen-clocks
# written back: a clock in the comment, with its milliseconds, after the
# text; the move after a comment says its number again (1... as PGN)
./zertz convert -q -t zen "$tmp/clk.zen" | sed -n '/^1\./,/^2\./p' >"$tmp/got"
cat >"$tmp/want" <<'EOF'
1. Wd4-a1 {[%clk 0:01:05.250]} 1... Gd1-a2 {good and more [%clk 1:00:00.000]}
2. Ba4-a3 {[%clk 1:60:00] [%clk x]} 2... Wg1-c1 {[%clk 0:00:01.5]}
EOF
same zen-clocks-written
./zertz convert -q -t zen "$tmp/clk.zen" | ./zertz convert -q -t zgn >"$tmp/got"
./zertz convert -q -t zgn "$tmp/clk.zen" >"$tmp/want"
same zen-clocks-back

# Tokens that are no ZEN move on the 37-ring board, each said at its column
for mv in Wz9 Wd4-z9 Wd4-a1x Ad4 Wd4xz9 Wd4x Wd4xd6+q Wd4xd6+ww Wd4xd6+ Wd0 Wd44; do
	printf '[Player1 "a"]\n\n1. %s Gd1-a2 *\n' "$mv" >"$tmp/bad.zen"
	./zertz validate "$tmp/bad.zen" 2>&1 | head -1 | sed "s|$tmp/||"
done >"$tmp/got"
for mv in Wz9 Wd4-z9 Wd4-a1x Ad4 Wd4xz9 Wd4x Wd4xd6+q Wd4xd6+ww Wd4xd6+ Wd0 Wd44; do
	echo "bad.zen:3:4: error: malformed move: '$mv' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]"
done >"$tmp/want"
same zen-bad-tokens
# '-' is a pass, which a player with a move may not make
printf '[Player1 "a"]\n\n1. - *\n' >"$tmp/pass.zen"
./zertz validate --json "$tmp/pass.zen" 2>/dev/null | jq -c '[.valid, [.diagnostics[].code]]' >"$tmp/got"
echo '[false,["pass"]]' >"$tmp/want"
same zen-pass
# a comment still open at the end of the file; side lines, nested, are one
printf '[Player1 "a"]\n\n1. Wd4-a1 (1. Wd4-a2 (1. Wd4-a3) 1... Gd1) Gd1-a2 {open\nstill open' >"$tmp/open.zen"
./zertz validate "$tmp/open.zen" 2>&1 | sed "s|$tmp/||" >"$tmp/got"
cat >"$tmp/want" <<'EOF'
open.zen:3:11: warning: record element ignored: 1 side line (variations): only the main line is read [notation]
open.zen:3:51: error: malformed move: a comment not closed by '}' [notation]
zertz: 1 game, 0 valid, 1 invalid, 1 warning
EOF
same zen-open-comment
# A start other than the full board: its ZIP is its labels.  Column a lost
# its lowest ring (official a1), so ZEN's a1 is the official a2; the second
# player moves first (1...).  Read, written as ZGN, and written back.
printf '[ZIP "%s"]\n[Event "x"]\n\n1... Wa1-a2 {c1} Gd4-a3 *\n' \
	'1ooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 2' >"$tmp/start.zen"
./zertz convert -q -t zgn "$tmp/start.zen" | sed -n '/^\[Position/p; /^[0-9]/p' >"$tmp/got"
cat >"$tmp/want" <<'EOF'
[Position "37 -.../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 2"]
1. Wa2,a3 {c1}
2. Gd4,a4
EOF
same zen-start-read
./zertz convert -q -t zgn "$tmp/start.zen" | ./zertz convert -q -t zen >"$tmp/got"
cat >"$tmp/want" <<'EOF'
[Event "x"]
[Result "*"]
[Board "37"]
[Variant "standard"]
[ZIP "1ooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 2"]

1... Wa1-a2 {c1}
2. Gd4-a3
*
EOF
same zen-start-written
fi

if part diagnostics; then
# --- diagnostics (zertz(1) DIAGNOSTICS) -------------------------------------
# A game's diagnostics in the order of its text, whoever found them: the
# reader's warning on line 5 (turn 2 numbered 7) after the replay's error on
# line 4.  The turn of each error quoted as written; a move that does not
# parse has its turn too; a tag's problem is at its value.
printf '[Board "38"]\n' >"$tmp/board.zgn"
printf '[Board "37"]\n\n\n1. Wd4,d4 {oops}\n7. Ba1,a2\n3. Qq9\n' >"$tmp/order.zgn"
./zertz validate "$tmp/order.zgn" "$tmp/board.zgn" >"$tmp/out" 2>"$tmp/got"
cat >"$tmp/want" <<EOF
$tmp/order.zgn:4:8: error: removed ring is the ring just placed on: 'd4' [free-ring]
$tmp/order.zgn:4:4: note: turn 1, played by the first player: 'Wd4,d4'
$tmp/order.zgn:5:1: warning: turn number out of sequence: '7' for turn 2 [notation]
$tmp/order.zgn:6:4: error: malformed move: expected a colour W, G or B, found 'Q' [notation]
$tmp/order.zgn:6:4: note: turn 3: 'Qq9'
$tmp/board.zgn:1:9: error: unsupported board: '38' (boards have 37, 40, 43, 44, 48 or 61 rings, or are 'custom') [board]
zertz: 2 games, 0 valid, 2 invalid, 1 warning
EOF
same diagnostics-in-source-order
# the same in validate --json: the game's diagnostics by line
./zertz validate --json "$tmp/order.zgn" 2>/dev/null | jq -c '[.diagnostics[].line]' >"$tmp/got"
echo '[4,5,6]' >"$tmp/want"
same diagnostics-json-in-source-order
fi

if part json-shape; then
# --- one JSON record shape (zertz(5) JSON and YAML records) -----------------
# convert -t jsonl and validate --json give the same facts under the same
# keys: source, game, kind, players, board, the result's token, winner and
# reason (the replay's); a move is always an object
for f in tests/select/games.zgn samples/tzaar/opening.zgn samples/board-full.zgn; do
	# (the board is Zertz's: validate names TZAAR's "tzaar", a record has its set-up)
	keys='[.source, .game, .kind, .first, .second, (if .kind == "zertz" then .board else null end), .result.token, .result.winner, .result.reason]'
	./zertz validate -q --json --valid "$f" | jq -c "$keys" >"$tmp/want"
	./zertz convert -q -t jsonl "$f" 2>/dev/null | jq -c "$keys" >"$tmp/got"
	same "json-shape-$(basename "$f")"
done
n=$(./zertz convert -q -t jsonl tests/select/games.zgn 2>/dev/null | jq -c '.moves[] | type' | sort -u | tr '\n' ' ')
is "json-moves-objects" "$n" '"object" '
# what zertz 0.3 wrote (moves as strings, the result a token, the kind as
# "game") reads as the same game; "first" names a player the tags do not
printf '%s\n' '{"game": "tzaar", "setup": "standard", "tags": {"First": "w"}, "moves": ["xA5A4", {"move": "xI1I2 +H1H2"}], "result": "*"}' >"$tmp/old.json"
printf '%s\n' '{"kind": "tzaar", "setup": "standard", "first": "w", "moves": [{"move": "xA5A4"}, {"move": "xI1I2 +H1H2"}], "result": {"token": "*"}}' >"$tmp/new.json"
./zertz convert -q -t zgn "$tmp/old.json" >"$tmp/want"
./zertz convert -q -t zgn "$tmp/new.json" >"$tmp/got"
same json-old-shape-read
has_line json-first-read "$tmp/got" '[First "w"]'
# ZEN writes several turns a line: a turn's note quotes nothing there (the
# rest of the line is the next turns), where a ZGN line is one turn
printf '[Event "x"]\n\n1. Wd4-a1 Wd4-a2 Gd7-g1 *\n' >"$tmp/shared.zen"
./zertz validate "$tmp/shared.zen" 2>&1 | sed "s|$tmp/||" >"$tmp/got"
cat >"$tmp/want" <<'EOF'
shared.zen:3:11: error: placement on an occupied ring: 'd4' holds a white marble [place]
shared.zen:3:11: note: turn 2, played by the second player
zertz: 1 game, 0 valid, 1 invalid, 0 warnings
EOF
same zen-turn-not-quoted
fi

report
