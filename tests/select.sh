#!/bin/sh
# Choosing games: each selection option against tests/select/games.zgn,
# whose eight games were put together by hand (see the expectations: each
# list was worked out from the games' tags and results, not from a run).
#
#   1 alice-bob      37 standard 2012.03.04 "Club night"   0-1  40 turns
#   2 Carol-DDyer    37 standard 2012.05.30 "Cup, round 1" 0-1  40 turns,
#                    game 1 mirrored left to right (a<->g, b<->f, c<->e)
#   3 ddyer-alice    48 standard 2013.01.02 "Cup final"    1-0  33 turns
#   4 bob-ddyer      37 blitz    2011.??.?? "Blitz"        0-1  20 turns
#   5 alice-bob      37 standard 2012.03.05 "Club night"   invalid at turn 2
#   6 erin-frank     37 standard 2014.07.01 "Replayed"     0-1  game 1 again
#   7 (no names)     61 standard (no date, no event)       0-1  38 turns
#   8 white-black    TZAAR, 4 turns, not over
cd "$(dirname "$0")/.." || exit 2
f=tests/select/games.zgn
suite=select
. tests/lib.sh

# the numbers of the games validate --json reports with these options
chosen() {
	./zertz validate --json "$@" "$f" 2>/dev/null | grep -o '^{"source":"[^"]*","game":[0-9]*' |
		sed 's/.*://' | tr '\n' ' ' | sed 's/ $//'
}

# games WANT OPTION...: the games those options choose are WANT
games() {
	want=$1
	shift
	is "$*: the games chosen" "$(chosen "$@")" "$want"
}

# parts (tests/lib.sh): each runs alone, a mutation's test in seconds
if part players; then
games '1 2 3 4 5 6 7 8'
games '2 3 4' --player ddyer
games '2 3 4' --player 'DD*'
games '3' --first ddyer
games '2 4' --second DDYER
# --not-player leaves out the games either side of which matches, given
# again each pattern (bots and guests in one run); it goes with --player
games '6 7 8' --not-player alice --not-player 'dd*'
games '2 4' --player ddyer --not-player ALICE
games '2 3 4' --winner ddyer
games '1' --winner bob
games '' --winner alice
games '2 3' --event 'Cup*'
games '1 5' --event 'club night'
games '3' --board 48
games '7' --board 61
games '1 2 4 5 6' --board 37
games '4' --variant blitz
games '1 2 3 5 6 7' --variant standard
games '8' --kind tzaar
games '1 2 3 4 5 6 7' --kind zertz
games '1 2 5' --date 2012
games '2' --date 2012-05
games '1' --date 2012-03-04
games '2 3 6' --date 2012-04..
# a game not chosen is left out without a word, invalid or not (game 5 is
# invalid at turn 2): said only when it is chosen (issue 62)
./zertz select -q --date 2012-03-04 "$f" >/dev/null 2>"$tmp/err"
is "an invalid game not chosen: no word, status 0" "$? $(wc -c <"$tmp/err")" "0 0"
./zertz select -q --date 2012-03-05 "$f" >/dev/null 2>"$tmp/err"
is "the invalid game chosen: its error said" "$(grep -c "^$f:[0-9]*:[0-9]*: error: " "$tmp/err")" 1
fi

if part dates; then
# open starts, months as the end of a range; the rules a game is played under
games '4' --date ..2011
games '3 6' --date 2013..
games '1 2 5' --date 2012-03..2012-05
games '1' --date 2012.03.04
# what is not a date is refused, never a selection of nothing (status 2)
for d in 2020/01/01 2020-13 2020-00 2020-02-30 2019-02-29 1900-02-29 2020-04-31 2020-01.01 \
	2020..2019 ..2020-13 2020-1; do
	./zertz select -q --date "$d" samples/isolation.zgn >/dev/null 2>&1
	is "--date $d refused" "$?" 2
done
for d in 2020-02-29 2000-02-29 2020 2020.01.01 2019..2020; do
	./zertz select -q --date "$d" samples/isolation.zgn >/dev/null 2>&1
	is "--date $d taken" "$?" 0
done
games '4' --with-rules variant=blitz
games '1 2 3 5 6 7' --with-rules variant=standard,free-ring=adjacent
games '1 2 3 4 6 7 8' --valid
games '5' --invalid
games '1 2 4' --date ..2012-12-31 --game 4,1-2,6
games '1 2 4 5' --date ..2012-12-31
games '1 2 4 6 7' --result 0-1
games '3' --result 1-0
games '5 8' --result '*'
games '1 2 3 4 6 7' --reason win
games '1 2 3 4 6 7 8' --valid
games '5' --invalid
games '1 2 3 6 7' --turns 30-
games '4' --turns 20
games '5 8' --turns -4
games '4 5 8' --turns ..20
games '2 3 7' --game 2-3,7
games '6 7 8' --game 6-
games '1 2 4' --game -2,4
games '1 3 4 5 7 8' --unique
games '' --board 48 --second ddyer
games '4' --second ddyer --result 0-1 --variant blitz
fi

if part kinds; then
# TZAAR's own reasons are reasons (game 8 is not over: none chosen)
for r in no-tzaar no-tzarra no-tott no-capture; do
	games '' --reason $r
	./zertz validate -q --reason $r "$f" >/dev/null 2>"$tmp/err"
	is "--reason $r: what is said" "$(cat "$tmp/err")" ""
done
# a TZAAR game has no Zertz rules
games '1 2 3 4 5 6 7' --with-rules free-ring=adjacent
games '' --with-rules free-ring=any
# several --with-rules: every option of each
games '4' --with-rules variant=blitz --with-rules free-ring=adjacent
games '' --with-rules variant=blitz --with-rules free-ring=any
# the position after turn 12 of game 1, and of its mirror image: games 1,
# 2 (the mirror) and 6 (game 1 again) reach it
p1=$(./zertz replay -t position --at 12 --game 1 "$f" 2>/dev/null | tail -n 1)
p2=$(./zertz replay -t position --at 12 --game 2 "$f" 2>/dev/null | tail -n 1)
games '1 2 6' --reaches "$p1"
games '1 2 6' --reaches "$p2"
# the start of the 37-ring board is reached by every standard 37-ring
# game (blitz starts with 5/7/9 marbles in the pool)
games '1 2 5 6' --reaches '37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1'
games '' --reaches '37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 2'
pt=$(./zertz replay -t position --at 3 --game 8 "$f" 2>/dev/null | tail -n 1)
games '8' --reaches "$pt"

fi

if part shared; then
# the selection is shared: convert, select and stats choose alike
n=$(./zertz select -q --player ddyer "$f" | grep -c '^\[Event')
[ "$n" = 3 ] && ok || bad "--player ddyer wrote $n games, expected 3"
# invalid games alike in convert and select: left out unless asked for
# (--keep-invalid, or --invalid which chooses them), then cut at the
# first illegal move, the rest in [Unconverted]; game 5 is the invalid one
for cmd in "convert -t jsonl" "select -t jsonl"; do
	n=$(./zertz $cmd -q --player alice "$f" 2>/dev/null | grep -c '"Unconverted"')
	[ "$n" = 0 ] && ok || bad "$cmd --player alice wrote $n invalid games, expected none"
	n=$(./zertz $cmd -q --player alice "$f" 2>/dev/null | grep -c '^{')
	[ "$n" = 2 ] && ok || bad "$cmd --player alice wrote $n games, expected 2 (1 3)"
	n=$(./zertz $cmd -q --invalid "$f" 2>/dev/null | grep -c '"Unconverted"')
	[ "$n" = 1 ] && ok || bad "$cmd --invalid wrote $n cut games, expected 1"
	n=$(./zertz $cmd -q --keep-invalid --player alice "$f" 2>/dev/null | grep -c '"Unconverted"')
	[ "$n" = 1 ] && ok || bad "$cmd --keep-invalid wrote $n cut games, expected 1"
done
# select says where each game was read, FILE#K, which reads it again
src=$(./zertz select -q --first erin "$f" | sed -n 's/^\[Source "\(.*\)"\]$/\1/p')
[ "$src" = "$f#6" ] && ok || bad "select wrote [Source \"$src\"], expected $f#6"
n=$(./zertz select -q "$src" | grep -c '^\[First "erin"\]')
[ "$n" = 1 ] && ok || bad "[Source] does not read the game again"
n=$(./zertz select -q --first erin "$f" | ./zertz select -q | grep -c '^\[Source')
[ "$n" = 1 ] && ok || bad "a [Source] already there was not kept alone ($n)"
# and render --each's index names that source, not the selection's file
./zertz select -q --first erin "$f" >"$tmp/sel.zgn"
./zertz render -t html --each "$tmp/each" "$tmp/sel.zgn" 2>/dev/null
n=$(grep -c "<td class=\"source\" title=\"$f#6\">$f#6</td>" "$tmp/each/index.html")
[ "$n" = 1 ] && ok || bad "render --each of a selection does not name its [Source]"
n=$(./zertz select -q -t jsonl --invalid "$f" 2>/dev/null | grep -c 'Unconverted')
[ "$n" = 1 ] && ok || bad "--invalid wrote $n games, expected the invalid one"
s=$(./zertz stats --board 48 "$f" | sed -n 's/^ *total *\([0-9]*\)$/\1/p' | head -n 1)
[ "$s" = 1 ] && ok || bad "stats --board 48 counted '$s' games, expected 1"
msg=$(./zertz select -o /dev/null --player ddyer "$f" 2>&1)
[ "$msg" = 'zertz: 8 games read, 3 chosen, 3 written, 0 with problems' ] && ok ||
	bad "summary: $msg"
# with -j the choice and the order are the same
a=$(./zertz select -q -j 2 --player ddyer "$f" tests/select/games.zgn 2>/dev/null)
b=$(./zertz select -q --player ddyer "$f" tests/select/games.zgn 2>/dev/null)
[ "$a" = "$b" ] && ok || bad "-j 2 differs from -j 1"
fi

if part unique; then
# --unique across files: the second file's games are all repeats
# (each file dealt to a worker of its own, ZERTZ_TEST_DEAL=turns: were
# --unique read by two workers, each would keep its own firsts)
n=$(ZERTZ_TEST_DEAL=turns ./zertz select -q -j 2 --unique "$f" tests/select/games.zgn 2>/dev/null | grep -c '^\[Board')
[ "$n" = 4 ] && ok || bad "--unique over two copies wrote $n games, expected 4 (the invalid game left out)"
n=$(ZERTZ_TEST_DEAL=turns ./zertz select -q -j 2 --unique --keep-invalid "$f" tests/select/games.zgn 2>/dev/null | grep -c '^\[Board')
[ "$n" = 6 ] && ok || bad "--unique --keep-invalid over two copies wrote $n games, expected 6 (an invalid game is never a repeat)"

# a custom board, and a game whose set-up cannot be read (invalid, chosen by --invalid)
printf '[Board "38"]\n\n1. Wd4,a1\n' >"$tmp/board38.zgn"
got=$(./zertz validate --json --board custom samples/custom.zgn samples/blitz.zgn 2>/dev/null | jq -r .source)
[ "$got" = samples/custom.zgn ] && ok || bad "--board custom: $got"
got=$(./zertz validate --json --invalid "$tmp/board38.zgn" samples/blitz.zgn 2>/dev/null | jq -r .source)
[ "$got" = "$tmp/board38.zgn" ] && ok || bad "--invalid of a broken set-up: $got"
# --unique over more games than its first table holds (1024): 1500 games
# of which the first 1000 come again: 1500 kept
./bench/randgame -n 1500 -s 31 >"$tmp/r.zgn"
awk '/^\[Event/ { n++ } n <= 1000' "$tmp/r.zgn" >>"$tmp/r.zgn.again"
n=$(cat "$tmp/r.zgn" "$tmp/r.zgn.again" | ./zertz select -q --unique | grep -c '^\[Event')
[ "$n" = 1500 ] && ok || bad "--unique over 2500 games kept $n, expected 1500"

fi

if part usage; then
# mistakes in the options are usage errors
for bad in '--board 50' '--board x' '--variant fast' '--kind chess' '--result 2-0' \
	'--reason luck' '--date 2012-13x' '--date 12' '--turns x' '--turns 5-3' '--game 0' \
	'--game 1,,2' '--reaches nonsense' '--with-rules free-ring=maybe' '--valid --invalid' \
	'--date 2012-1' '--date 2012..x' '--date 2012-03-04-05' '--with-rules =x' '--turns 5x' \
	'--game 3x' '--game 2-x'; do
	# shellcheck disable=SC2086
	./zertz validate $bad "$f" >/dev/null 2>"$tmp/err"
	st=$?
	if [ $st = 2 ] && grep -q '^zertz: ' "$tmp/err"; then
		ok
	else
		bad "$bad: exit $st, expected 2 with a message"
	fi
done

# the message names the option as it was given
./zertz select --with-rules x "$f" 2>&1 >/dev/null | head -1 >"$tmp/got"
is "--with-rules x" "$(cat "$tmp/got")" "zertz: --with-rules: rule option 'x' is not NAME=VALUE"

fi

if part sources; then
# every [Source] select writes reads back (zertz(1) Selection): a file's
# FILE#K, an archive member's ARCHIVE:MEMBER#K, and an archive inside an
# archive's, each naming the one game it came from, with the same Source
mkdir "$tmp/src"
cp "$f" "$tmp/src/games.zgn"
(cd "$tmp/src" && python3 -c 'import zipfile
with zipfile.ZipFile("inner.zip", "w") as z: z.write("games.zgn")
with zipfile.ZipFile("a.zip", "w") as z: z.write("games.zgn"); z.write("inner.zip")')
(cd "$tmp/src" && "$OLDPWD/zertz" select -q games.zgn a.zip 2>/dev/null) | sed -n 's/^\[Source "\(.*\)"\]$/\1/p' >"$tmp/sources"
is "sources: the seven valid games of each of three sources" "$(wc -l <"$tmp/sources" | tr -d ' ') $(grep -c '^a.zip:games.zgn#' "$tmp/sources") $(grep -c '^a.zip:inner.zip:games.zgn#8$' "$tmp/sources")" "21 7 1"
bad=0
while IFS= read -r src; do
	back=$(cd "$tmp/src" && "$OLDPWD/zertz" select -q "$src" | sed -n 's/^\[Source "\(.*\)"\]$/\1/p')
	[ "$back" = "$src" ] || { bad=$((bad + 1)); echo "select: '$src' read back as '$back'"; }
done <"$tmp/sources"
is "sources: each read back as itself" "$bad" 0
(cd "$tmp/src" && "$OLDPWD/zertz" validate 'a.zip:games.zgn#9') >/dev/null 2>"$tmp/err"
is "sources: a game past the member's last" "$? $(head -1 "$tmp/err")" "1 a.zip:games.zgn#9: error: no game found [notation]"
fi

report
