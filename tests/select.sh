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
pass=0 fail=0
# (a folder of its own: the script runs alone too, as a mutation's catcher)
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# the numbers of the games validate --json reports with these options
chosen() {
	./zertz validate --json "$@" "$f" 2>/dev/null | grep -o '^{"source":"[^"]*","game":[0-9]*' |
		sed 's/.*://' | tr '\n' ' ' | sed 's/ $//'
}

expect() {
	want=$1
	shift
	got=$(chosen "$@")
	if [ "$got" = "$want" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL select $*: games '$got', expected '$want'"
		fail=$((fail + 1))
	fi
}

expect '1 2 3 4 5 6 7 8'
expect '2 3 4' --player ddyer
expect '2 3 4' --player 'DD*'
expect '3' --first ddyer
expect '2 4' --second DDYER
expect '2 3 4' --winner ddyer
expect '1' --winner bob
expect '' --winner alice
expect '2 3' --event 'Cup*'
expect '1 5' --event 'club night'
expect '3' --board 48
expect '7' --board 61
expect '1 2 4 5 6' --board 37
expect '4' --variant blitz
expect '1 2 3 5 6 7' --variant standard
expect '8' --kind tzaar
expect '1 2 3 4 5 6 7' --kind zertz
expect '1 2 5' --date 2012
expect '2' --date 2012-05
expect '1' --date 2012-03-04
expect '2 3 6' --date 2012-04..
# open starts, months as the end of a range; the rules a game is played under
expect '4' --date ..2011
expect '3 6' --date 2013..
expect '1 2 5' --date 2012-03..2012-05
expect '4' --with-rules variant=blitz
expect '1 2 3 5 6 7' --with-rules variant=standard,free-ring=adjacent
expect '1 2 3 4 6 7 8' --valid
expect '5' --invalid
expect '1 2 4' --date ..2012-12-31 --game 4,1-2,6
expect '1 2 4 5' --date ..2012-12-31
expect '1 2 4 6 7' --result 0-1
expect '3' --result 1-0
expect '5 8' --result '*'
expect '1 2 3 4 6 7' --reason win
expect '1 2 3 4 6 7 8' --valid
expect '5' --invalid
expect '1 2 3 6 7' --turns 30-
expect '4' --turns 20
expect '5 8' --turns -4
expect '4 5 8' --turns ..20
expect '2 3 7' --game 2-3,7
expect '6 7 8' --game 6-
expect '1 2 4' --game -2,4
expect '1 3 4 5 7 8' --unique
expect '' --board 48 --second ddyer
expect '4' --second ddyer --result 0-1 --variant blitz
# a TZAAR game has no Zertz rules
expect '1 2 3 4 5 6 7' --with-rules free-ring=adjacent
expect '' --with-rules free-ring=any
# the position after turn 12 of game 1, and of its mirror image: games 1,
# 2 (the mirror) and 6 (game 1 again) reach it
p1=$(./zertz replay --position --at 12 --game 1 "$f" | tail -n 1)
p2=$(./zertz replay --position --at 12 --game 2 "$f" | tail -n 1)
expect '1 2 6' --position "$p1"
expect '1 2 6' --position "$p2"
# the start of the 37-ring board is reached by every standard 37-ring
# game (blitz starts with 5/7/9 marbles in the pool)
expect '1 2 5 6' --position '37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1'
expect '' --position '37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 2'
pt=$(./zertz replay --position --at 3 --game 8 "$f" | tail -n 1)
expect '8' --position "$pt"

# the selection is shared: convert, select and stats choose alike
n=$(./zertz select -q --player ddyer "$f" | grep -c '^\[Event')
[ "$n" = 3 ] && pass=$((pass + 1)) || { echo "FAIL select --player ddyer wrote $n games, expected 3"; fail=$((fail + 1)); }
n=$(./zertz convert -q -t jsonl --invalid "$f" 2>/dev/null | grep -c '"Unconverted"')
[ "$n" = 0 ] && pass=$((pass + 1)) || { echo "FAIL convert --invalid wrote $n games, expected none (--keep-invalid not given)"; fail=$((fail + 1)); }
n=$(./zertz select -q -t jsonl --invalid "$f" 2>/dev/null | grep -c 'Unconverted')
[ "$n" = 1 ] && pass=$((pass + 1)) || { echo "FAIL select --invalid wrote $n games, expected the invalid one"; fail=$((fail + 1)); }
s=$(./zertz stats --board 48 "$f" | sed -n 's/^ *total *\([0-9]*\)$/\1/p' | head -n 1)
[ "$s" = 1 ] && pass=$((pass + 1)) || { echo "FAIL stats --board 48 counted '$s' games, expected 1"; fail=$((fail + 1)); }
msg=$(./zertz select -o /dev/null --player ddyer "$f" 2>&1)
[ "$msg" = 'zertz: 8 games read, 3 chosen, 3 written, 0 with problems' ] && pass=$((pass + 1)) ||
	{ echo "FAIL select summary: $msg"; fail=$((fail + 1)); }
# with -j the choice and the order are the same
a=$(./zertz select -q -j 2 --player ddyer "$f" tests/select/games.zgn 2>/dev/null)
b=$(./zertz select -q --player ddyer "$f" tests/select/games.zgn 2>/dev/null)
[ "$a" = "$b" ] && pass=$((pass + 1)) || { echo "FAIL select -j 2 differs from -j 1"; fail=$((fail + 1)); }
# --unique across files: the second file's games are all repeats
n=$(./zertz select -q -j 2 --unique "$f" tests/select/games.zgn 2>/dev/null | grep -c '^\[Board')
[ "$n" = 6 ] && pass=$((pass + 1)) || { echo "FAIL select --unique over two copies wrote $n games, expected 6"; fail=$((fail + 1)); }

# a custom board, and a game whose set-up cannot be read (invalid, chosen by --invalid)
printf '[Board "38"]\n\n1. Wd4,a1\n' >"$tmp/board38.zgn"
got=$(./zertz validate --json --board custom samples/custom.zgn samples/blitz.zgn 2>/dev/null | jq -r .source)
[ "$got" = samples/custom.zgn ] && pass=$((pass + 1)) || { echo "FAIL select --board custom: $got"; fail=$((fail + 1)); }
got=$(./zertz validate --json --invalid "$tmp/board38.zgn" samples/blitz.zgn 2>/dev/null | jq -r .source)
[ "$got" = "$tmp/board38.zgn" ] && pass=$((pass + 1)) || { echo "FAIL select --invalid of a broken set-up: $got"; fail=$((fail + 1)); }
# --unique over more games than its first table holds (1024): 1500 games
# of which the first 1000 come again: 1500 kept
./bench/randgame -n 1500 -s 31 >"$tmp/r.zgn"
awk '/^\[Event/ { n++ } n <= 1000' "$tmp/r.zgn" >>"$tmp/r.zgn.again"
n=$(cat "$tmp/r.zgn" "$tmp/r.zgn.again" | ./zertz select -q --unique | grep -c '^\[Event')
[ "$n" = 1500 ] && pass=$((pass + 1)) || { echo "FAIL select --unique over 2500 games kept $n, expected 1500"; fail=$((fail + 1)); }

# mistakes in the options are usage errors
for bad in '--board 50' '--board x' '--variant fast' '--kind chess' '--result 2-0' \
	'--reason luck' '--date 2012-13x' '--date 12' '--turns x' '--turns 5-3' '--game 0' \
	'--game 1,,2' '--position nonsense' '--with-rules free-ring=maybe' '--valid --invalid' \
	'--date 2012-1' '--date 2012..x' '--date 2012-03-04-05' '--with-rules =x' '--turns 5x' \
	'--game 3x' '--game 2-x'; do
	# shellcheck disable=SC2086
	./zertz validate $bad "$f" >/dev/null 2>"$tmp/err"
	st=$?
	if [ $st = 2 ] && grep -q '^zertz: ' "$tmp/err"; then
		pass=$((pass + 1))
	else
		echo "FAIL select $bad: exit $st, expected 2 with a message"
		fail=$((fail + 1))
	fi
done

# the message names the option as it was given
./zertz select --with-rules x "$f" 2>&1 >/dev/null | head -1 >"$tmp/got"
if [ "$(cat "$tmp/got")" = "zertz: --with-rules: rule option 'x' is not NAME=VALUE" ]; then
	pass=$((pass + 1))
else
	echo "FAIL select --with-rules x: $(cat "$tmp/got")"
	fail=$((fail + 1))
fi

echo "select: $pass passed, $fail failed"
[ $fail = 0 ]
