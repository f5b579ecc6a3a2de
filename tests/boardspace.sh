#!/bin/sh
# The Boardspace SGF dialect (spec/FORMATS.md 3.3 and 3.4), a sample a
# rule, each written afresh here in the dialect, with what it must give
# worked out by hand from the spec: never regenerated from the program.
#
#   digest of a game: [valid, turns, how it ended, winner, [codes said]]
#   digest of what is no game: ["no game", [codes said]]
#
# On a 37-ring board Boardspace's cells are the official ones (FORMATS.md
# 2.4); colours 0 white, 1 grey, 2 black; rack 2 is the pool.
cd "$(dirname "$0")/.." || exit 2
suite=boardspace
. tests/lib.sh

digest='if .game == null then ["no game", [.diagnostics[].code]]
	else [.valid, .turns, .result.reason, .result.winner, [.diagnostics[].code]] end'

# sgf NAME [HEADER]: the nodes on stdin after a root of ann (P0) and bob
# (P1), ann to move first, into $tmp/NAME.sgf
sgf() {
	{
		printf '(;GM[22]VV[2]SU[Zertz]%sP0[id "ann"]P1[id "bob"]\n' "$2"
		sed 's/^/;/'
		echo ')'
	} >"$tmp/$1.sgf"
}

# case NAME WANT: validate's digest of $tmp/NAME.sgf, one line a game
case_() {
	./zertz validate --json "$tmp/$1.sgf" 2>/dev/null | jq -c "$digest" >"$tmp/got"
	printf '%s\n' "$2" >"$tmp/want"
	same "$1"
}

# moves NAME WANT: the moves convert writes, official notation
moves() {
	./zertz convert -q -t zgn "$tmp/$1.sgf" | sed -n 's/^[0-9]*\. //p' | tr '\n' ' ' >"$tmp/got"
	printf '%s' "$2" >"$tmp/want"
	same "$1-moves"
}

# ann's first turn: white on d4, a1 removed
T1='P0[0 Start P0]
P0[1 RtoB 2 0 D 4]
P0[2 R- A 1]
P0[3 Done]'
# bob's turn: black on d1, a2 removed
T2='P1[4 RtoB 2 2 D 1]
P1[5 R- A 2]
P1[6 Done]'

if part resign leniency; then
# --- Resign (3.3): a resignation on hold, Done confirms it -----------------
printf '%s\nP1[4 Resign]\nP1[5 Done]\n' "$T1" | sgf resign-done
case_ resign-done '[true,1,"resignation","first",[]]'

# pressed twice: no resignation; bob plays on
printf '%s\nP1[4 Resign]\nP1[5 Resign]\n%s\n' "$T1" "$T2" | sgf resign-twice
case_ resign-twice '[true,2,"unfinished",null,["resign-withdrawn"]]'
printf '%s\nP1[4 Resign]\nP1[5 Resign]\nP1[6 Done]\n' "$T1" | sgf resign-twice-done
case_ resign-twice-done '[true,1,"unfinished",null,["resign-withdrawn"]]'

# any other command of the resigner before Done takes it back, and is played
printf '%s\nP1[4 Resign]\n%s\n' "$T1" "$T2" | sgf resign-then-move
case_ resign-then-move '[true,2,"unfinished",null,["resign-withdrawn"]]'
moves resign-then-move 'Wd4,a1 Bd1,a2 '

# a no-op RtoR takes it back too (Boardspace plays a command before it
# drops no-ops); Resign again, Done: a resignation
printf '%s\nP1[4 Resign]\nP1[5 RtoR 2 1 2]\nP1[6 Resign]\nP1[7 Done]\n' "$T1" | sgf resign-noop-resign
case_ resign-noop-resign '[true,1,"resignation","first",["resign-withdrawn"]]'

# Resign in the middle of a turn, then the rest of the turn: played
printf '%s\nP1[4 RtoB 2 2 D 1]\nP1[5 Resign]\nP1[6 R- A 2]\nP1[7 Done]\n' "$T1" | sgf resign-mid-turn
case_ resign-mid-turn '[true,2,"unfinished",null,["resign-withdrawn"]]'
moves resign-mid-turn 'Wd4,a1 Bd1,a2 '

# ... or Resign, Done: the resignation stands, the half turn is not played
printf '%s\nP1[4 RtoB 2 2 D 1]\nP1[5 Resign]\nP1[6 Done]\n' "$T1" | sgf resign-half-turn
case_ resign-half-turn '[true,1,"resignation","first",["ignored"]]'

# confirmed, then play goes on: a move after the end
printf '%s\nP1[4 Resign]\nP1[5 Done]\nP0[6 RtoB 2 1 D 7]\nP0[7 R- G 1]\nP0[8 Done]\n' "$T1" | sgf resign-confirmed-then-move
case_ resign-confirmed-then-move '[false,1,"resignation","first",["game-over"]]'

# without Done (3.4 step 2): the clocks at the end close the turn, and
# confirm a resignation
printf 'P0[Start P0]\nP0[RtoB 2 0 D 4]\nP0[R- A 1]\nP1[Resign]\nP0[time 0:01:00 ]\nP1[time 0:02:00 ]\n' | sgf no-done-resign
case_ no-done-resign '[true,1,"resignation","first",[]]'
printf 'P0[Start P0]\nP0[RtoB 2 0 D 4]\nP0[R- A 1]\nP1[Resign]\nP1[RtoB 2 2 D 1]\nP1[R- A 2]\nP0[time 0:01:00 ]\nP1[time 0:02:00 ]\n' | sgf no-done-withdrawn
case_ no-done-withdrawn '[true,2,"unfinished",null,["resign-withdrawn"]]'
fi

if part result leniency; then
# --- RE (3.2): the server's text; where the replay contradicts it, the
# replay stands with a warning; a result token (as zertz writes) is declared
printf '%s\nP1[4 Resign]\nP1[5 Done]\n' "$T1" | sgf re-draw-resigned 'RE[The game is a draw]'
case_ re-draw-resigned '[true,1,"resignation","first",["result-overruled"]]'
printf '%s\nP1[4 Resign]\nP1[5 Done]\n' "$T1" | sgf re-names-resigner 'RE[Game won by bob]'
case_ re-names-resigner '[true,1,"resignation","first",["result-overruled"]]'
printf '%s\nP1[4 Resign]\nP1[5 Done]\n' "$T1" | sgf re-names-winner 'RE[Game won by ann]'
case_ re-names-winner '[true,1,"resignation","first",[]]'
printf '%s\nP1[4 Resign]\nP1[5 Done]\n' "$T1" | sgf re-token-contradicts 'RE[0-1]'
case_ re-token-contradicts '[false,1,"resignation","first",["result"]]'

# and '*' in ZGN: not known, as in PGN: the board-full win stands, with a
# warning, and convert writes the replayed result
sed 's/^1-0$/*/; s/"1-0"/"*"/' samples/board-full.zgn >"$tmp/star.zgn"
./zertz validate --json "$tmp/star.zgn" 2>/dev/null | jq -c "$digest" >"$tmp/got"
echo '[true,1,"board-full","first",["result-overruled"]]' >"$tmp/want"
same zgn-star-overruled
./zertz convert -q -t zgn "$tmp/star.zgn" | grep -x '1-0\|\*' >"$tmp/got"
echo '1-0' >"$tmp/want"
same zgn-star-converted
# a result a director declared stays an error
sed 's/^1-0$/0-1/; s/"1-0"/"0-1"/' samples/board-full.zgn >"$tmp/wrong.zgn"
./zertz validate --json "$tmp/wrong.zgn" 2>/dev/null | jq -c "$digest" >"$tmp/got"
echo '[false,1,"board-full","first",["result"]]' >"$tmp/want"
same zgn-result-declared
fi

if part setboard leniency; then
# --- SetBoard (3.3): marbles and board set up afresh, so a rack move of the
# Edit before it is void.  ann ends up with the one grey given after it.
printf 'P0[0 Edit]\nP0[1 RtoR 2 0 0]\nP0[2 RtoR 2 2 0]\nP0[3 SetBoard Zertz+11]\nP0[4 RtoR 2 1 0]\nP0[5 Start P0]\nP0[6 RtoB 2 0 D 4]\nP0[7 R- A 1]\nP0[8 Done]\n' |
	sgf setboard-resets 'SU[Zertz+H]'
./zertz validate --json "$tmp/setboard-resets.sgf" 2>/dev/null | jq -c '[.board, .result.captures.first, .result.captures.second]' >"$tmp/got"
echo '[48,[0,1,0],[0,0,0]]' >"$tmp/want"
same setboard-resets
fi

if part raw leniency; then
# --- a raw history (3.3): Boardspace's log of the game, no game: a tree
# after it of the same Boardspace header (GN, DT as Boardspace writes it,
# board, players) that repeats it or carries Boardspace's own P-1 lines,
# or a tree marked DT[Raw History]
BS='GN[Z-ann-bob-2025-03-03-2000]DT[Mon Mar 03 20:00:00 CET 2025]'
{ printf '%s\n%s\n' "$T1" "$T2" | sgf one "$BS"; cat "$tmp/one.sgf" "$tmp/one.sgf"; } >"$tmp/raw-same.sgf"
case_ raw-same '[true,2,"unfinished",null,[]]
["no game",["raw-history"]]'
./zertz validate --json "$tmp/raw-same.sgf" 2>/dev/null | jq -r 'select(.game == null) | .diagnostics[0].detail' >"$tmp/got"
echo 'of game 1, which it agrees with (2 turns)' >"$tmp/want"
same raw-same-detail
# every command counts the same games
{
	./zertz validate "$tmp/raw-same.sgf" 2>&1 | tail -1
	./zertz convert -q -t zgn "$tmp/raw-same.sgf" | grep -c '^\[First'
	./zertz stats -t csv "$tmp/raw-same.sgf" | grep '^all,games,total,'
} >"$tmp/got"
printf 'zertz: 1 game, 1 valid, 0 invalid, 0 warnings\n1\nall,games,total,,1\n' >"$tmp/want"
same raw-same-counted-once
# a log that differs (bob's removal taken back and made elsewhere)
{ cat "$tmp/one.sgf"; sed 's/R- A 2/R- G 1/; s/^;P1\[6 Done\]/;P-1[vcr:@-1 doScrollTo 0]&/' "$tmp/one.sgf"; } >"$tmp/raw-differs.sgf"
./zertz validate --json "$tmp/raw-differs.sgf" 2>/dev/null | jq -r 'select(.game == null) | .diagnostics[0].detail' >"$tmp/got"
echo 'of game 1, from which it differs at turn 2' >"$tmp/want"
same raw-differs
# DT[Raw History] says so whatever the rest of its header
{ cat "$tmp/one.sgf"; sed 's/P0\[id "ann"\]/DT[Raw History]P0[id "anne"]/' "$tmp/one.sgf"; } >"$tmp/raw-marked.sgf"
case_ raw-marked '[true,2,"unfinished",null,[]]
["no game",["raw-history"]]'
# two games of other players in one file are two games
{ cat "$tmp/one.sgf"; sed 's/"bob"/"cid"/' "$tmp/one.sgf"; } >"$tmp/two-games.sgf"
case_ two-games '[true,2,"unfinished",null,[]]
[true,2,"unfinished",null,[]]'
# ... and so are two of the same header whose moves differ, without P-1 lines
{ cat "$tmp/one.sgf"; sed 's/R- A 2/R- G 1/' "$tmp/one.sgf"; } >"$tmp/same-header.sgf"
case_ same-header '[true,2,"unfinished",null,[]]
[true,2,"unfinished",null,[]]'
# ... and two games of a match that zertz wrote: no Boardspace header
printf '[Event "Match"]\n[Date "2025.03.03"]\n[First "ann"]\n[Second "bob"]\n\n1. Wd4,a1\n2. Bd1,a2\n*\n\n' >"$tmp/game.zgn"
cat "$tmp/game.zgn" "$tmp/game.zgn" >"$tmp/match.zgn"
./zertz convert -q -t sgf "$tmp/match.zgn" >"$tmp/match.sgf"
case_ match '[true,2,"unfinished",null,[]]
[true,2,"unfinished",null,[]]'
fi

if part commands leniency; then
# --- the commands of a turn (3.3, 3.4) --------------------------------------
# R- before RtoB: the same turn
printf 'P0[0 Start P0]\nP0[1 R- A 1]\nP0[2 RtoB 2 0 D 4]\nP0[3 Done]\n' | sgf remove-first
moves remove-first 'Wd4,a1 '
# BtoR puts the marble just placed back; R+ puts the ring back
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP0[2 BtoR D 4 2]\nP0[3 RtoB 2 1 D 5]\nP0[4 R- A 1]\nP0[5 R+ A 1]\nP0[6 R- A 2]\nP0[7 Done]\n' | sgf take-backs
moves take-backs 'Gd5,a2 '
# BtoB in a placement turn moves the marble just placed; from == to is a no-op
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP0[2 BtoB D 4 D 4]\nP0[3 BtoB D 4 C 4]\nP0[4 R- A 1]\nP0[5 Done]\n' | sgf reposition
moves reposition 'Wc4,a1 '
# verbs in any case (2022 records), Reset, Undo, Pick and Pickb ignored
printf 'p0[0 start p0]\nP0[1 rtob 2 0 D 4]\nP0[2 undo]\nP0[3 pick 2 0]\nP0[4 pickb D 4]\nP0[5 r- A 1]\nP0[6 done]\n' | sed 's/^p0/P0/' | sgf lower-case
moves lower-case 'Wd4,a1 '
# Reset takes back the unfinished turn's commands
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP0[2 Reset]\nP0[3 RtoB 2 2 D 5]\nP0[4 R- A 1]\nP0[5 Done]\n' | sgf reset
moves reset 'Bd5,a1 '
# a jump, one BtoB a hop: bob places black on d5 beside ann's white on d4,
# and ann must capture: d4 over d5 to d6
printf '%s\nP1[4 RtoB 2 2 D 5]\nP1[5 R- A 2]\nP1[6 Done]\nP0[7 BtoB D 4 D 6]\nP0[8 Done]\n' "$T1" | sgf jump
case_ jump '[true,3,"unfinished",null,[]]'
moves jump 'Wd4,a1 Bd5,a2 x d4Bd6 '
# Start P1: bob moves first, and is the first player
printf 'P1[0 Start P1]\nP1[1 RtoB 2 0 D 4]\nP1[2 R- A 1]\nP1[3 Done]\n' | sgf start-p1
./zertz validate --json "$tmp/start-p1.sgf" 2>/dev/null | jq -c '[.first, .second, .turns]' >"$tmp/got"
echo '["bob","ann",1]' >"$tmp/want"
same start-p1
# a move labelled for the wrong player is played for the one to move
printf 'P0[0 Start P0]\nP1[1 RtoB 2 0 D 4]\nP1[2 R- A 1]\nP1[3 Done]\n' | sgf wrong-label
case_ wrong-label '[true,1,"unfinished",null,["ignored"]]'
# WinOnTime: the player wins on time
printf '%s\nP0[4 WinOnTime]\n' "$T1" | sgf win-on-time
case_ win-on-time '[true,1,"time","first",[]]'
fi

if part refused leniency; then
# --- what the reader refuses or passes over ---------------------------------
printf '%s\nP1[4 Frobnicate 2]\n%s\n' "$T1" "$T2" | sgf unknown-verb
case_ unknown-verb '[true,2,"unfinished",null,["ignored"]]'
printf '%s\nP1[4 RtoR 2 1 0]\n%s\n' "$T1" "$T2" | sgf rtor-in-play
case_ rtor-in-play '[true,2,"unfinished",null,["ignored"]]'
printf 'P0[0 Edit]\nP0[1 RtoR 0 1 1]\nP0[2 Start P0]\n%s\n' "$T1" | sgf rtor-empty-rack
case_ rtor-empty-rack '[false,1,"unfinished",null,["command"]]'
printf 'P0[0 Start P0]\nP0[1 RtoR 2 x 0]\n%s\n' "$T1" | sgf rtor-malformed
case_ rtor-malformed '[false,1,"unfinished",null,["command"]]'
# Swap and SetBoard belong to Zertz+xx and set-ups: the game is not read
printf '%s\nP1[4 Swap]\n' "$T1" | sgf swap-not-custom
case_ swap-not-custom '[false,1,null,null,["unsupported"]]'
printf '%s\nP1[4 SetBoard Zertz+11]\n' "$T1" | sgf setboard-in-play
case_ setboard-in-play '[false,1,null,null,["unsupported"]]'
fi

if part setups leniency; then
# --- set-ups (3.3: Edit ... Start) ----------------------------------------
# a rack move there and back, a marble from ann's rack to the board and
# moved on it (BtoB in a set-up): the game starts with ann's white on d5
# and the pool one white short; ann's rack empty again
printf 'P0[0 Edit]\nP0[1 RtoR 2 0 0]\nP0[2 RtoR 0 0 2]\nP0[3 RtoR 2 0 0]\nP0[4 RtoB 0 0 D 4]\nP0[5 BtoB D 4 D 5]\nP0[6 Start P0]\nP0[7 RtoB 2 2 C 4]\nP0[8 R- A 1]\nP0[9 Done]\n' | sgf setup-moves
./zertz convert -q -t position "$tmp/setup-moves.sgf" >"$tmp/got"
echo '37 -.../...../...B../....W../....../...../.... 5/8/9 0/0/0 0/0/0 2' >"$tmp/want"
same setup-moves
# Edit once the game runs: ignored (Boardspace does)
printf '%s\nP1[4 Edit]\n%s\n' "$T1" "$T2" | sgf edit-in-play
case_ edit-in-play '[true,2,"unfinished",null,[]]'
fi

if part takebacks leniency; then
# --- take-backs that take back nothing of this turn (the record's turns are
# counted; the replay stops at the one that cannot be read) ----------------
printf '%s\nP1[4 RtoB 2 2 D 1]\nP1[5 R+ B 1]\nP1[6 R- A 2]\nP1[7 Done]\n' "$T1" | sgf r-plus-stray
case_ r-plus-stray '[false,2,"unfinished",null,["command"]]'
printf '%s\nP1[4 RtoB 2 2 D 1]\nP1[5 BtoR D 5 2]\nP1[6 R- A 2]\nP1[7 Done]\n' "$T1" | sgf btor-stray
case_ btor-stray '[false,2,"unfinished",null,["command"]]'
# a jump of another marble in a placement turn (the placed one may move)
printf '%s\nP1[4 RtoB 2 2 D 1]\nP1[5 BtoB D 4 D 6]\nP1[6 R- A 2]\nP1[7 Done]\n' "$T1" | sgf jump-in-placement
case_ jump-in-placement '[false,2,"unfinished",null,["command"]]'
fi

if part pop leniency; then
# --- Pop (a P-1 line: Boardspace took a command back) in the game's tree:
# ann's capture Done taken back, then its hop; she jumps again, the same
printf '%s\nP1[4 RtoB 2 2 D 5]\nP1[5 R- A 2]\nP1[6 Done]\nP0[7 BtoB D 4 D 6]\nP0[8 Done]\nP-1[Pop P0\\[8 Done\\]]\nP-1[Pop P0\\[7 BtoB D 4 D 6\\]]\nP0[7 BtoB D 4 D 6]\nP0[8 Done]\n' "$T1" | sgf pop-capture
case_ pop-capture '[true,3,"unfinished",null,[]]'
moves pop-capture 'Wd4,a1 Bd5,a2 x d4Bd6 '
fi

if part corners leniency; then
# --- corners of the commands, each worked out from 3.3 ----------------------
# Start's player in lower case; a Start naming no player: the one who wrote it
printf 'P0[0 Start p1]\nP1[1 RtoB 2 0 D 4]\nP1[2 R- A 1]\nP1[3 Done]\n' | sgf start-lower
./zertz validate --json "$tmp/start-lower.sgf" 2>/dev/null | jq -c '[.first, .second, .turns]' >"$tmp/got"
echo '["bob","ann",1]' >"$tmp/want"
same start-lower
printf 'P1[0 Start P7]\nP1[1 RtoB 2 0 D 4]\nP1[2 R- A 1]\nP1[3 Done]\n' | sgf start-no-player
./zertz validate --json "$tmp/start-no-player.sgf" 2>/dev/null | jq -c '[.first, .second, .turns]' >"$tmp/got"
echo '["bob","ann",1]' >"$tmp/want"
same start-no-player
# a second mislabelled turn is not said again (one warning a game)
printf 'P0[0 Start P0]\nP1[1 RtoB 2 0 D 4]\nP1[2 R- A 1]\nP1[3 Done]\nP0[4 RtoB 2 2 D 1]\nP0[5 R- A 2]\nP0[6 Done]\n' | sgf wrong-label-twice
case_ wrong-label-twice '[true,2,"unfinished",null,["ignored"]]'
# Resign, Done, Done and Resign, Done, Resign: the resignation stands; the
# other player's Done or Resign changes nothing; a Resign after a win on time
# neither; without Done, the resigner's clock closes no turn
printf '%s\nP1[4 Resign]\nP1[5 Done]\nP1[6 Done]\n' "$T1" | sgf resign-done-done
case_ resign-done-done '[true,1,"resignation","first",[]]'
printf '%s\nP1[4 Resign]\nP1[5 Done]\nP1[6 Resign]\n' "$T1" | sgf resign-done-resign
case_ resign-done-resign '[true,1,"resignation","first",[]]'
printf '%s\nP1[4 Resign]\nP0[5 Done]\n' "$T1" | sgf resign-other-done
case_ resign-other-done '[true,1,"resignation","first",[]]'
printf '%s\nP1[4 Resign]\nP0[5 Resign]\n' "$T1" | sgf resign-both
case_ resign-both '[true,1,"resignation","first",[]]'
printf '%s\nP0[4 WinOnTime]\nP1[5 Resign]\n' "$T1" | sgf time-then-resign
case_ time-then-resign '[true,1,"time","first",[]]'
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP0[2 R- A 1]\nP1[3 Resign]\nP1[4 time 0:10]\n' | sgf resign-clock
case_ resign-clock '[true,1,"resignation","first",[]]'
# Reset by the other player resets nothing; Reset after a removal alone
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP1[2 Reset]\nP0[3 R- A 1]\nP0[4 Done]\n' | sgf reset-other
moves reset-other 'Wd4,a1 '
printf 'P0[0 Start P0]\nP0[1 R- A 1]\nP0[2 Reset]\nP0[3 RtoB 2 0 D 4]\nP0[4 R- A 2]\nP0[5 Done]\n' | sgf reset-remove
moves reset-remove 'Wd4,a2 '
# a set-up's RtoB from an empty rack places nothing (Boardspace's rack is
# empty); RtoR from a rack to itself changes nothing
printf 'P0[0 Edit]\nP0[1 RtoB 0 0 D 4]\nP0[2 RtoR 2 0 2]\nP0[3 Start P0]\nP0[4 RtoB 2 0 D 4]\nP0[5 R- A 1]\nP0[6 Done]\n' | sgf setup-empty-rack
moves setup-empty-rack 'Wd4,a1 '
./zertz convert -q -t position --at 0 "$tmp/setup-empty-rack.sgf" >"$tmp/got"
echo '37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1' >"$tmp/want"
same setup-empty-rack-start
# Pop of what this turn does not hold takes nothing back: a removal not
# made, one of another ring, a marble on another cell, another player's
# Done, a verb that is no move; a hop from another cell
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP-1[Pop P0\\[2 R- A 1\\]]\nP0[2 R- A 1]\nP-1[Pop P0\\[2 R- A 2\\]]\nP-1[Pop P0\\[1 RtoB 2 0 D 5\\]]\nP-1[Pop P0\\[1 Frob\\]]\nP0[3 Done]\nP-1[Pop P1\\[3 Done\\]]\n' | sgf pop-nothing
moves pop-nothing 'Wd4,a1 '
printf '%s\nP1[4 RtoB 2 2 D 5]\nP1[5 R- A 2]\nP1[6 Done]\nP0[7 BtoB D 4 D 6]\nP-1[Pop P0\\[7 BtoB C 4 D 6\\]]\nP0[8 Done]\n' "$T1" | sgf pop-other-hop
moves pop-other-hop 'Wd4,a1 Bd5,a2 x d4Bd6 '
# Pop's command as Boardspace may space it: blanks before the index and
# doubled between the words change nothing
printf '%s\nP1[4 RtoB 2 2 D 5]\nP1[5 R- A 2]\nP1[6 Done]\nP0[7 BtoB D 4 D 6]\nP0[8 Done]\nP-1[Pop P0\\[ 8  Done\\]]\nP-1[Pop P0\\[ 7  BtoB  D 4  D 6\\]]\nP0[7 BtoB D 4 D 6]\nP0[8 Done]\n' "$T1" | sgf pop-blanks
case_ pop-blanks '[true,3,"unfinished",null,[]]'
moves pop-blanks 'Wd4,a1 Bd5,a2 x d4Bd6 '
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP0[2 R- A 1]\nP-1[Pop P0\\[2 R-  A 1\\]]\nP-1[Pop P0\\[1 RtoB  2  0  D 4\\]]\nP0[3 RtoB 2 1 D 5]\nP0[4 R- A 2]\nP0[5 Done]\n' | sgf pop-blanks-place
moves pop-blanks-place 'Gd5,a2 '
# Pop of a removal, then its explicit R+: one take-back, not two
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP0[2 R- A 1]\nP-1[Pop P0\\[2 R- A 1\\]]\nP0[3 R+ A 1]\nP0[4 R- A 2]\nP0[5 Done]\n' | sgf pop-then-r-plus
case_ pop-then-r-plus '[true,1,"unfinished",null,[]]'
moves pop-then-r-plus 'Wd4,a2 '
# a Start in a system line, its player in lower case
printf 'P-1[start p1]\nP1[1 RtoB 2 0 D 4]\nP1[2 R- A 1]\nP1[3 Done]\n' | sgf system-start-lower
./zertz validate --json "$tmp/system-start-lower.sgf" 2>/dev/null | jq -c '[.first, .turns]' >"$tmp/got"
echo '["bob",1]' >"$tmp/want"
same system-start-lower
# TM that is no number of milliseconds is no clock
printf 'P0[0 Start P0]\nP0[1 RtoB 2 0 D 4]\nP0[2 R- A 1]\nP0[3 Done]TM[12x]\nP1[4 RtoB 2 2 D 1]\nP1[5 R- A 2]\nP1[6 Done]TM[-5]\n' | sgf tm-not-number
./zertz convert -q -t jsonl "$tmp/tm-not-number.sgf" | jq -c '[.moves[] | has("clock")]' >"$tmp/got"
echo '[false,false]' >"$tmp/want"
same tm-not-number
# a comment before the first move with none in the root is the game's;
# GC is a root comment too
printf 'C[before]\n%s\n' "$T1" | sgf comment-before
./zertz convert -q -t jsonl "$tmp/comment-before.sgf" | jq -r '.tags.Comment' >"$tmp/got"
echo before >"$tmp/want"
same comment-before
printf '%s\n' "$T1" | sgf root-gc 'GC[from the root]'
./zertz convert -q -t jsonl "$tmp/root-gc.sgf" | jq -r '.tags.Comment' >"$tmp/got"
echo 'from the root' >"$tmp/want"
same root-gc
# a date as zertz writes it is the Date; one almost so is Boardspace's own
printf '%s\n' "$T1" | sgf dt-zgn 'DT[2025.10.29]FF[4]'
./zertz convert -q -t jsonl "$tmp/dt-zgn.sgf" | jq -c '[.tags.Date, .tags.BoardspaceDate]' >"$tmp/got"
echo '["2025.10.29",null]' >"$tmp/want"
same dt-zgn
case_ dt-zgn '[true,1,"unfinished",null,[]]'
printf '%s\n' "$T1" | sgf dt-almost 'DT[2025.10x29]'
./zertz convert -q -t jsonl "$tmp/dt-almost.sgf" | jq -c '[.tags.Date, .tags.BoardspaceDate]' >"$tmp/got"
echo '[null,"2025.10x29"]' >"$tmp/want"
same dt-almost
# past the game's budget of text, a comment is not kept
printf '%s\nC[%s]\n' "$T1" "$(printf 'c%.0s' $(seq 100))" | sgf comment-over
ZERTZ_MAX_TEXT=50 ./zertz validate --json "$tmp/comment-over.sgf" 2>/dev/null | jq -c "$digest" >"$tmp/got"
echo '[false,1,"unfinished",null,["limit"]]' >"$tmp/want"
same comment-over
# a player's id not in ASCII (read as text, decoded)
printf '(;GM[22]VV[2]SU[Zertz]P0[id "ann"]P1[id b\303\251]\n;%s)\n' "$(echo "$T1" | paste -sd';')" >"$tmp/id-utf8.sgf"
./zertz validate --json "$tmp/id-utf8.sgf" 2>/dev/null | jq -c '[.first, .second]' >"$tmp/got"
printf '["ann","b\303\251"]\n' >"$tmp/want"
same id-utf8
fi

if part cells leniency; then
# --- cells and variants that are none ---------------------------------------
printf '%s\nP1[4 RtoB 2 2 Z 1]\n' "$T1" | sgf no-such-column
case_ no-such-column '[false,1,"unfinished",null,["no-cell"]]'
printf '%s\nP1[4 R- D x]\n' "$T1" | sgf no-row
case_ no-row '[false,1,"unfinished",null,["command"]]'
printf '%s\n' "$T1" | sgf unknown-variant 'SU[Zertz+99]'
case_ unknown-variant '[false,0,null,null,["variant"]]'
fi

if part root leniency; then
# --- the root: a comment there and one before the first move are both the
# game's; a name on both sides tells RE nothing (the winner is not named)
printf 'C[second]\n%s\n' "$T1" | sgf two-comments 'C[first]'
./zertz convert -q -t jsonl "$tmp/two-comments.sgf" | jq -r '.tags.Comment' >"$tmp/got"
printf 'first\nsecond\n' >"$tmp/want"
same two-comments
printf '(;GM[22]VV[2]SU[Zertz]RE[Game won by ann]P0[id "ann"]P1[id "ann"]\n;%s\n;P1[4 Resign]\n;P1[5 Done])\n' "$(echo "$T1" | paste -sd';')" >"$tmp/same-names.sgf"
case_ same-names '[true,1,"resignation","first",[]]'
fi

if part archive leniency; then
# --- the archive: empty members (three in Boardspace's) are no game and
# no failure; an archive on standard input is read as one named ----------
printf '%s\n%s\n' "$T1" "$T2" | sgf member
python3 -c 'import sys, zipfile
z = zipfile.ZipFile(sys.argv[1], "w")
z.write(sys.argv[2], "member.sgf")
z.writestr("empty.sgf", "")
z.close()' "$tmp/games.zip" "$tmp/member.sgf"
python3 -c 'import sys, zipfile
z = zipfile.ZipFile(sys.argv[1], "w")
z.writestr("blank.zgn", "\n\n")
z.close()' "$tmp/blank.zip"
{
	./zertz validate "$tmp/games.zip" 2>&1; echo "exit $?"
	./zertz select -q --player nobody "$tmp/games.zip" 2>&1; echo "exit $?"
} | sed "s|$tmp/||" >"$tmp/got"
cat >"$tmp/want" <<'EOF'
games.zip:empty.sgf: warning: empty member of an archive, no game [notation]
zertz: 1 game, 1 valid, 0 invalid, 1 warning
exit 0
exit 0
EOF
same empty-member
./zertz validate - <"$tmp/games.zip" >"$tmp/got" 2>&1
echo "exit $?" >>"$tmp/got"
printf '<stdin>:empty.sgf: warning: empty member of an archive, no game [notation]\nzertz: 1 game, 1 valid, 0 invalid, 1 warning\nexit 0\n' >"$tmp/want"
same zip-on-stdin
./zertz convert -q -t zgn - <"$tmp/games.zip" | sed -n 's/^[0-9]*\. //p' | tr '\n' ' ' >"$tmp/got"
printf 'Wd4,a1 Bd1,a2 ' >"$tmp/want"
same zip-on-stdin-converted
# ... within the limit of an archive's bytes (zertz(1) LIMITS)
ZERTZ_MAX_ARCHIVE=64 ./zertz validate - <"$tmp/games.zip" >"$tmp/got" 2>&1
echo "exit $?" >>"$tmp/got"
printf 'zertz: error: the archive on standard input is larger than 64 bytes: not read (ZERTZ_MAX_ARCHIVE raises the limit)\nzertz: 0 games, 0 valid, 0 invalid, 0 warnings\nexit 3\n' >"$tmp/want"
same zip-on-stdin-limit
# a member of blank lines is not empty: no game, an error
./zertz validate "$tmp/blank.zip" 2>&1 | sed "s|$tmp/||" >"$tmp/got"
printf 'blank.zip:blank.zgn: error: no game found [notation]\nzertz: 0 games, 0 valid, 0 invalid, 0 warnings; 1 input held no game\n' >"$tmp/want"
same blank-member
# a file of no byte named by the user is still no game, an error
: >"$tmp/empty.sgf"
./zertz validate "$tmp/empty.sgf" >/dev/null 2>&1
echo "exit $?" >"$tmp/got"
echo "exit 1" >"$tmp/want"
same empty-file-named
fi

if part leniency; then
# --- the dialect's leniency (3.3: verbs are case-insensitive; Boardspace
# splits a command at blanks and reads its numbers as Java's parseInt
# does): each record above and each sample, its commands rewritten in
# lower case, in upper case, with every blank doubled, and with every
# number given a leading zero, or each number of the arguments a '+', gives the same games as before
# (the same digest and the same moves); quoted names are left alone
# each record and sample under $tmp/len/orig, each rewriting under
# $tmp/len/HOW, by one python
mkdir -p "$tmp/len/orig"
cp "$tmp"/*.sgf "$tmp/len/orig/"
for f in samples/sgf/*.sgf; do cp "$f" "$tmp/len/orig/sample-${f##*/}"; done
python3 - "$tmp/len" <<'EOF'
import os, re, sys
top = sys.argv[1]
num = re.compile(r"(?<![\w+-])(\d+)(?!\w)")
def rewrite(how, v):
    if how == "lower": return v.lower()
    if how == "upper": return v.upper()
    if how == "blanks": return " " + v.replace(" ", "  ")
    if how == "zeros": return num.sub(r"0\1", v)
    i, verb, rest = (v.split(" ", 2) + ["", ""])[:3]
    return " ".join(x for x in (i, verb, num.sub(r"+\1", rest)) if x)
def command(how):
    def one(m):
        v = m.group(2)
        if '"' in v or not re.match(r"\s*\d+\s+\S", v):
            return m.group(0)
        return m.group(1) + "[" + rewrite(how, v) + "]"
    return one
names = sorted(os.listdir(os.path.join(top, "orig")))
for how in ("lower", "upper", "blanks", "zeros", "plus"):
    os.mkdir(os.path.join(top, how))
    for name in names:
        text = open(os.path.join(top, "orig", name), encoding="latin-1").read()
        text = re.sub(r"(P[01])\[([^\]]*)\]", command(how), text)
        open(os.path.join(top, how, name), "w", encoding="latin-1").write(text)
EOF
# per game: its file, the digest; then every move of every game in order
games() {
	(cd "$tmp/len/$1" && "$Z" validate --json -- *.sgf 2>/dev/null | jq -c "[.source, $digest]")
	(cd "$tmp/len/$1" && "$Z" convert -q -t zgn -- *.sgf 2>/dev/null | grep '^[0-9]')
}
games orig >"$tmp/want"
# (the moves of many games, and each record a digest: the check can fail)
check lenient-records [ "$(grep -c '^\[' "$tmp/want")" -gt 60 ] && [ "$(grep -c '^[0-9]' "$tmp/want")" -gt 100 ]
for how in lower upper blanks zeros plus; do
	games "$how" >"$tmp/got"
	same "lenient-$how"
done
fi
if part wrong; then
# --- commands that are wrong, each with what is said first at its place
# (a game's diagnostics come in the order of its lines): the message names
# the command as written and what was expected (3.3's table)
i=0
while IFS='|' read -r su body want; do
	i=$((i + 1))
	printf '%s\n' "$body" | tr '/' '\n' | sed 's/^/;/' |
		{ printf '(;GM[22]VV[2]SU[%s]P0[id "ann"]P1[id "bob"]\n' "${su:-Zertz}"; cat; echo ')'; } >"$tmp/fault$i.sgf"
	./zertz validate "$tmp/fault$i.sgf" 2>&1 | sed "s|^$tmp/fault$i.sgf:||" |
		grep -m1 -F "${want%%: *}: " >"$tmp/got"
	printf '%s\n' "$want" >"$tmp/want"
	same "fault $body"
done <<'EOF'
|P0[0 Start P0]/P0[1 RtoB 2 0 D]|3:5: error: malformed Boardspace command: expected a cell such as 'D 4' in 'D' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D x]|3:5: error: malformed Boardspace command: expected a row number in 'D x' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 Z 4]|3:5: error: no such ring on this board: 'Z 4' [board]
|P0[0 Start P0]/P0[1 RtoB 2]|3:5: error: malformed Boardspace command: expected 'RtoB RACK COLOUR COL ROW', not 'RtoB 2' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 5 D 4]|3:5: error: malformed Boardspace command: expected 'RtoB RACK COLOUR COL ROW', not 'RtoB 2 5 D 4' [notation]
|P0[0 Start P0]/P0[1 RtoR 2 1]|3:5: error: malformed Boardspace command: expected 'RtoR RACK COLOUR RACK', not 'RtoR 2 1' [notation]
|P0[0 Start P0]/P0[1 RtoR 2 1 0]|3:5: warning: record element ignored: 'RtoR' outside a set-up [notation]
|P0[0 Start P0]/P0[1 R- A 1]/P0[2 Done]|3:5: error: malformed Boardspace command: a ring removed without a placement [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 RtoB 2 0 D 3]|4:5: error: malformed Boardspace command: a second action in one turn: 'RtoB' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 R- A 1]/P0[3 R- A 2]|5:5: error: malformed Boardspace command: a second action in one turn: 'R-' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 R- A 1]/P0[3 Done]/P1[4 RtoB 2 2 D 1]/P1[5 BtoB D 4 D 6]|7:5: error: malformed Boardspace command: a jump in a placement turn [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 BtoR D 3 2]|4:5: error: malformed Boardspace command: 'BtoR' does not take back this turn's marble [notation]
|P0[0 Start P0]/P0[1 R+ A 1]|3:5: error: malformed Boardspace command: 'R+' does not undo this turn's removal [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 R- A 1]/P0[3 Done]/P1[4 Swap]|6:5: error: unsupported variant: 'Swap' (Zertz+xx) [variant]
|P0[0 Start P0]/P0[1 SetBoard Zertz]|3:5: error: unsupported variant: 'SetBoard Zertz' outside a set-up [variant]
|P0[0 Start P0]/P0[1 Frobnicate 3]|3:5: warning: record element ignored: unknown Boardspace command 'frobnicate' [notation]
Zertz+xx|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]|3:5: error: unsupported board: a Zertz+xx game with no ring built [board]
Zertz+xx|P0[0 Start P0]/P0[1 R+ Z 1]|3:5: error: malformed Boardspace command: expected a cell 'A 1' to 'Q 12' in 'Z 1' [notation]
Zertz+xx|P0[0 Start P0]/P0[1 R+ A 13]|3:5: error: malformed Boardspace command: expected a row from 1 to 12 in 'A 13' [notation]
Zertz+xx|P0[0 Start P0]/P0[1 R+ A x]|3:5: error: malformed Boardspace command: expected a row from 1 to 12 in 'A x' [notation]
Zertz+xx|P0[0 Start P0]/P0[1 R+ A1]|3:5: error: malformed Boardspace command: expected a cell 'A 1' to 'Q 12' in 'A1' [notation]
Zertz+xx|P0[0 Start P0]/P0[1 R+ A 1]/P0[2 R+ A 2]/P0[3 R+ A 1]/P0[4 R- A 1]/P0[5 RtoB 2 0 A 1]|7:5: error: no such ring on this board: 'A 1' [board]
Zertz+xx|P0[0 Start P0]/P0[1 R+ A 1]/P0[2 R+ A 2]/P0[3 RtoB 2 0 A 1]/P0[4 Done]/P1[5 Swap]|7:5: warning: record element ignored: 'Swap' after the first move [notation]
Foo|P0[0 Start P0]|1:17: error: invalid variant: unknown Boardspace variant 'Foo' [variant]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 99999999999999999999]|3:5: error: malformed Boardspace command: expected a row number in 'D 99999999999999999999' [notation]
|P0[0 Start P0]/P0[1 RtoB 99999999999999999999 0 D 4]|3:5: error: malformed Boardspace command: expected 'RtoB RACK COLOUR COL ROW', not 'RtoB 99999999999999999999 0 D 4' [notation]
|P0[0 Start P0]/P0[1 BtoB Z 9 D 4]|3:5: error: no such ring on this board: 'Z 9' [board]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 BtoR Z 9]|4:5: error: no such ring on this board: 'Z 9' [board]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 Resign]/P0[3 Done]|3:5: warning: record element ignored: an unfinished turn before 'Resign' [notation]
Zertz+xx|P0[0 Start P0]/P0[1 R+  A 1]/P0[2 R+ A 2]/P0[3 RtoB 2 0 A 1]/P0[4 R- A 2]/P0[5 Done]|zertz: 1 game, 1 valid, 0 invalid, 0 warnings
Zertz+xx|P0[R+ A 1]/P0[R+ A 2]/P0[0 Start P0]/P0[3 RtoB 2 0 A 1]/P0[4 R- A 2]/P0[5 Done]|zertz: 1 game, 1 valid, 0 invalid, 0 warnings
|P0[0 Start P0]/P0[1 RtoB 2 0 D -4]|3:5: error: malformed Boardspace command: expected a row number in 'D -4' [notation]
|P0[0 Start P0]/P0[1 RtoB -1 0 D 4]|3:5: error: malformed Boardspace command: expected 'RtoB RACK COLOUR COL ROW', not 'RtoB -1 0 D 4' [notation]
|P0[0 Start P0]/P0[1 RtoB 3 0 D 4]|3:5: error: malformed Boardspace command: expected 'RtoB RACK COLOUR COL ROW', not 'RtoB 3 0 D 4' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0]|3:5: error: malformed Boardspace command: expected a cell such as 'D 4' in '' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D4]|3:5: error: malformed Boardspace command: expected a cell such as 'D 4' in 'D4' [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 BtoB D 4xD 6]|4:5: error: malformed Boardspace command: expected a cell such as 'D 4' in 'xD 6' [notation]
|P0[0 Start P0]/P0[1 RtoR 2 5 0]|3:5: error: malformed Boardspace command: expected 'RtoR RACK COLOUR RACK', not 'RtoR 2 5 0' [notation]
|P0[0 Start P0]/P0[1 R- A 1]|3:5: error: malformed Boardspace command: a ring removed without a placement [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 R- A 1]/P1[3 R+ A 1]|5:5: error: malformed Boardspace command: 'R+' does not undo this turn's removal [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 R- A 1]/P0[3 R+ A 2]|5:5: error: malformed Boardspace command: 'R+' does not undo this turn's removal [notation]
|P0[0 Start P0]/P0[1 RtoB 2 0 D 4]/P0[2 Resign]|3:5: warning: record element ignored: an unfinished turn before 'Resign' [notation]
|P0[0 Edit]/P0[1 SetBoard Foo]|3:5: error: invalid variant: unknown Boardspace variant 'Foo' [variant]
Zertz+xx|P0[0 Start P0]/P0[1 R+ A 0]|3:5: error: malformed Boardspace command: expected a row from 1 to 12 in 'A 0' [notation]
Zertz+xx|P0[0 Start P0]/P0[1 R+ a 1]/P0[2 R+ A 2]/P0[3 RtoB 2 0 A 1]/P0[4 R- A 2]/P0[5 Done]|zertz: 1 game, 1 valid, 0 invalid, 0 warnings
Zertz+xx|P0[0 Start P0]/P0[1 R+ A 1]/P0[2 R+ A 2]/P0[3 R- A 5]/P0[4 RtoB 2 0 A 1]/P0[5 R- A 2]/P0[6 Done]|zertz: 1 game, 1 valid, 0 invalid, 0 warnings
Zertz+xx|P0[0 Start P0]/P0[1 R+ A 1]/P0[2 R+ A 2]/P0[3 RtoB 2 0 A 1]/P0[4 Start P0]/P0[5 R- A 2]/P0[6 Done]|zertz: 1 game, 1 valid, 0 invalid, 0 warnings
Zertz+xx|P0[0 Start P0]/P0[1 Swap]|1:1: error: unsupported board: a Zertz+xx game with no ring built [board]
Zertz+xx|P0[0 Edit]|1:1: error: unsupported board: a Zertz+xx game with no ring built [board]
Zertz+xx|P0[0 Edit]/P0[1 Start P0]/P0[2 R+ A 1]/P0[3 R+ A 2]/P0[4 RtoB 2 0 A 1]/P0[5 R- A 2]/P0[6 Done]|zertz: 1 game, 1 valid, 0 invalid, 0 warnings
Zertz+xx|P0[0 Edit]/P0[1 Start P0]/P0[2 RtoB 2 0 A 1]|4:5: error: unsupported board: a Zertz+xx game with no ring built [board]
EOF
# a game tree of another game (GM[21]) is not read
sed 's/GM\[22\]/GM[21]/' "$tmp/fault1.sgf" >"$tmp/gm21.sgf"
./zertz validate "$tmp/gm21.sgf" 2>&1 | head -1 | sed "s|^$tmp/||" >"$tmp/got"
echo 'gm21.sgf:1:6: error: invalid variant: GM[21] is not Zertz (GM[22]) [variant]' >"$tmp/want"
same gm-not-zertz
fi

report
