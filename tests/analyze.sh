#!/bin/sh
# zertz analyze (lib/search.h) against what is not the program:
#  - plain minimax (tests/minimax.c: every turn, every reply, no table, no
#    bound, no ordering) agrees on win(P, n) and lost(P, n) for the late
#    positions of random games of each board, at n = 1, 2 (and 3 for some),
#    and under rule options;
#  - positions worked out by hand, their facts written here;
#  - a game won by the moves: the position before the winner's last turn
#    shows a win in 1, and the turn played is one of the winning turns;
#  - a budget spent gives unknown, never no.
cd "$(dirname "$0")/.." || exit 2
suite=analyze
. tests/lib.sh
py=python3
# ZERTZ_TEST_QUICK=1 (make sanitize, where plain minimax runs ten times
# slower and what is looked for is a memory error, not a disagreement):
# a quarter of the positions or fewer, the same code run
if [ -n "${ZERTZ_TEST_QUICK:-}" ]; then
	n37=4 n61=1 n48=1 n3='1p' every=6
else
	n37=20 n61=8 n48=8 n3='1p;7p;13p' every=2
fi

# the quick checks first: a mutation is caught at the first failure
# (ZERTZ_TEST_FIRST_FAIL), and the mutation check builds without
# optimisation, where plain minimax at depth 5 takes minutes
fact() { # POSITION ARGS... -> the facts as "win win_in lost nwinning"
	p=$1
	shift
	./zertz analyze "$@" --position "$p" | $py -c 'import json, sys
d = json.load(sys.stdin)
print(d["win"], d.get("win_in", "-"), d["lost"], len(d.get("winning", [])))'
}
winning() {
	p=$1
	shift
	./zertz analyze "$@" --position "$p" | $py -c 'import json, sys
print(" ".join(json.load(sys.stdin).get("winning", [])))'
}
if part hand; then
# By hand.  (a) A capture wins: the first player holds 3 whites (4 win);
# its grey on d3 may jump the white on d4 to d5.  The white may jump the
# grey back to d2 as well: two turns, one wins.
P1='37 ..../...../....../..GW.../....../...../.... 4/6/9 3/0/0 0/0/0 1'
is "capture: win in 1" "$(fact "$P1" -k 1)" "yes 1 no 1"
is "capture: the winning turn" "$(winning "$P1" -k 1)" "x d3Wd5"
is "capture: at k = 2 the same" "$(fact "$P1")" "yes 1 no 1"
# (b) An isolation wins: the white on a1 hangs on b1 alone (a2 and b2
# gone); any marble of the three colours placed on any of the 33 other
# vacant rings, and b1 removed, claims it: 3 x 33 = 99 winning turns.
P2='37 W-../.-.../....../......./....../...../.... 4/6/9 3/0/0 0/0/0 1'
is "isolation: win in 1" "$(fact "$P2" -k 1)" "yes 1 no 99"
is "isolation: every winning turn removes b1 and claims a1" \
	"$(winning "$P2" -k 1 | tr ' ' '\n' | paste -d' ' - - - | grep -vc ',b1 x Wa1$')" 0
# (c) Every turn loses: the first player's two captures (its grey on d1
# over the black on d2, or the black back over ...) both leave the second
# player's grey on b2 a jump over the white on c2: its fourth white.
P3='37 .-../-G.../.W..../GB...../.-..../...../.... 3/6/9 0/0/0 3/0/0 1'
is "every turn loses: lost in 1" "$(fact "$P3" -k 1)" "no - yes 0"
A3='37 .-../-G.../.W..../..G..../.-..../...../.... 3/6/9 0/0/1 3/0/0 2'
is "after x d1Bd3: the white taken, two ways" "$(winning "$A3" -k 1)" "x b2Wd2Gd4 x b2Wd2"
# (d) Nothing near a set: no win within 2, not lost (the bound alone)
P4='37 ..../...../....../..G..../....../...../.... 5/6/9 0/0/0 0/0/0 1'
is "an opening: no win within 2, not lost" "$(fact "$P4")" "no - no 0"
# (e) The marble placed is the one claimed: a1 vacant, hanging on b1
# alone; the first player, 3 whites, places its fourth on a1 and removes
# b1: the only winning turn (a bound that forgot placed marbles misses it)
P5='37 .-../.-.../....../..G..../....../...../.... 5/6/9 3/0/0 0/0/0 1'
is "the placed marble claimed: win in 1" "$(fact "$P5" -k 1)" "yes 1 no 1"
is "the placed marble claimed: the turn" "$(winning "$P5" -k 1)" "Wa1,b1 x Wa1"
# the hand positions through plain minimax too (the search's own entry,
# zz_search_win, where the bound is asked)
printf '%s\n' "$P1" "$P2" "$P3" "$P4" "$P5" | ./tests/minimax 2 >"$tmp/mmh" 2>&1
grep -q '^minimax: 5 positions, k = 1..2: .* 0 disagreements' "$tmp/mmh" && ok || bad "minimax on the hand positions" "$(cat "$tmp/mmh")"
# near a full board (tests/analyze/nearfull.pos): a full board wins for
# who filled it, sets or not, so the bound must not hold where the board
# may fill within the horizon (it once did: 40 of these were wrong)
grep -v '^#' tests/analyze/nearfull.pos >"$tmp/nearfull"
is "near a full board: 80 positions" "$(wc -l <"$tmp/nearfull")" 80
./tests/minimax 2 <"$tmp/nearfull" >"$tmp/mmf" 2>&1
grep -q '^minimax: 80 positions, k = 1..2: .* 0 disagreements' "$tmp/mmf" && ok || bad "minimax near a full board" "$(tail -3 "$tmp/mmf")"
if [ -z "${ZERTZ_TEST_QUICK:-}" ]; then
	./tests/minimax 3 <"$tmp/nearfull" >"$tmp/mmf" 2>&1
	grep -q '^minimax: 80 positions, k = 1..3: .* 0 disagreements' "$tmp/mmf" && ok || bad "minimax near a full board, n = 3" "$(tail -3 "$tmp/mmf")"
fi
# a budget spent is unknown, never no; what the bound proves needs no node
is "budget 1: the win at once, the bound's no" "$(fact "$P2" --budget 1)" "yes 1 no 99"
is "budget 1, an open position: unknown" "$(fact "$P3" -k 2 --budget 1 | cut -d' ' -f3)" unknown
fi

if part shard; then
# --shard K/N: the shards' lines, one after another, are the one run's
# (alone and with -j, whose workers take units as they come); the recipe
# of zertz(1) with GNU parallel on this machine (--sshlogin ':' is the
# local one) gives them back in order
# (the samples hold invalid games: said, status 1, analysed to the error)
./zertz analyze -q -k 1 -r samples >"$tmp/one.jsonl" 2>/dev/null
is "the samples' invalid games: status 1" "$?" 1
for j in 1 2; do
	for k in 1 2 3; do
		./zertz analyze -q -k 1 -j $j -r --shard $k/3 samples 2>/dev/null || [ $? = 1 ] || echo "status"
	done >"$tmp/shards.jsonl"
	is "3 shards (-j $j) together: the one run" \
		"$(cmp "$tmp/one.jsonl" "$tmp/shards.jsonl" && wc -l <"$tmp/one.jsonl" | awk '{ print ($1 > 20) }')" 1
done
is "each shard its own games" "$(./zertz analyze -q -k 1 -r --shard 1/3 samples 2>/dev/null | wc -l | awk '{ print ($1 > 3 && $1 < 30) }')" 1
if command -v parallel >/dev/null 2>&1; then
	seq 1 4 | parallel --will-cite --sshlogin : --keep-order --halt now,fail=1 \
		"cd '$PWD' && ./zertz analyze -q -k 1 -r --shard {}/4 samples 2>/dev/null; [ \$? -le 1 ]" >"$tmp/par.jsonl"
	is "GNU parallel, 4 shards: the one run" "$? $(cmp -s "$tmp/one.jsonl" "$tmp/par.jsonl" && echo same)" "0 same"
else
	skip 1 "GNU parallel is not installed (sh tests/deps.sh installs it)"
fi
for bad in 0/3 4/3 1/0 3 1/3x -1/3; do
	./zertz analyze --shard "$bad" samples/opening.zgn >/dev/null 2>"$tmp/err"
	is "--shard $bad refused" "$? $(grep -c 'K/N wanted' "$tmp/err")" "2 1"
done
./zertz analyze --shard 1/2 <samples/opening.zgn >/dev/null 2>"$tmp/err"
is "--shard on a stream refused" "$? $(grep -c 'cannot be split' "$tmp/err")" "2 1"
fi

if part report; then
# the quick ones first (an invalid game of two turns): a mutation is
# caught in a second, not after the half minute of the samples' analyses
printf '[Event "x"]\n\n1. Wd7,c6\n2. Wd7,e6\n' | ./zertz analyze -t zgn >"$tmp/out" 2>"$tmp/err"
is "-t: an invalid game is not written, and said" "$? $(wc -c <"$tmp/out") $(grep -c -e 'not written: it is not valid' -e 'error: placement on an occupied ring' "$tmp/err")" "1 0 2"
printf '[Event "x"]\n\n1. Wd7,c6\n2. Wd7,e6\n' | ./zertz analyze >"$tmp/out" 2>"$tmp/err"
is "an invalid game: said, analysed to it, status 1" "$? $(grep -c '"turn"' "$tmp/out") $(grep -c -e 'error: placement on an occupied ring' -e '1 game with problems' "$tmp/err")" "1 1 2"
./zertz analyze -t position samples/isolation.zgn >/dev/null 2>"$tmp/err"
is "-t position refused" "$? $(grep -c 'facts (the default), or a format of records annotated' "$tmp/err")" "2 1"
# the facts have a name of their own (two outputs are JSON Lines): -t
# facts writes what no -t does, -t jsonl the records
./zertz analyze -q samples/isolation.zgn >"$tmp/f0"
./zertz analyze -q -t facts samples/isolation.zgn >"$tmp/f1"
./zertz analyze -q -t jsonl samples/isolation.zgn >"$tmp/f2"
is "-t facts: the default's bytes; -t jsonl: records" "$(cmp -s "$tmp/f0" "$tmp/f1" && echo same) $(grep -c '"horizon"' "$tmp/f1") $(grep -c '"moves"' "$tmp/f2")" "same 1 1"
alike_files() { if cmp -s "$2" "$3"; then ok; else bad "$1" "$(diff "$2" "$3" | head -8)"; fi; }
# annotated records (-t, zertz(5) Annotations): analysed again, the same
# bytes; the marks and the facts read back from the record are the JSON
# report's, turn by turn; the players' comments stay; through ZEN, JSON,
# YAML alike, SGF saying what it leaves out; -j 2 the same as -j 1 (the
# record first: -t's mutations are caught before the report is made)
# (the summaries compared: no cache, whose turns it would count)
./zertz analyze --no-cache -t zgn samples/opening.zgn samples/isolation.zgn >"$tmp/an.zgn" 2>"$tmp/an.err"
is "-t zgn: the summary the report's" "$(sed 's/; [0-9]* nodes//' "$tmp/an.err")" \
	"zertz: 2 games analysed at horizon 2, 46 turns: 0 only winning (!), 2 missed wins (?), 6 blunders (??), 1 only not losing (□), 0 unknown"
./zertz analyze -q -t zgn "$tmp/an.zgn" >"$tmp/an2.zgn"
alike_files "-t zgn: analysed again, the same" "$tmp/an.zgn" "$tmp/an2.zgn"
# an analysis's own marks go when it is done again; a player's stay
sed -e 's/^\[Analysis.*//' -e 's/^1\. Wa3,g3$/1. Wa3,g3!?/' -e 's/^34\. x d4Gb4□/34. x d4Gb4/' "$tmp/an.zgn" >"$tmp/own.zgn"
./zertz analyze -q -t zgn "$tmp/own.zgn" | grep -e '^1\. ' -e '^34\. ' | head -2 >"$tmp/own"
is "-t: a player's mark kept, the analysis's given" "$(cat "$tmp/own")" "1. Wa3,g3!?
34. x d4Gb4□"
sed 's/^1\. Wa3,g3$/1. Wa3,g3!?/' "$tmp/an.zgn" | ./zertz analyze -q -t zgn | grep -c '^1\. Wa3,g3$' >"$tmp/n"
is "-t: a mark under an Analysis tag is the analysis's: replaced" "$(cat "$tmp/n")" 1
# games: a line a game, every turn, horizon and budget written
./zertz analyze --no-cache samples/opening.zgn samples/isolation.zgn >"$tmp/an.jsonl" 2>"$tmp/an.err"
is "a line a game" "$(wc -l <"$tmp/an.jsonl")" 2
is "every turn" "$($py -c 'import json, sys
for l in open(sys.argv[1]):
    d = json.loads(l)
    print(len(d["turns"]), d["horizon"], d["budget"], d["kind"])' "$tmp/an.jsonl")" "40 2 1000000 zertz
6 2 1000000 zertz"
is "the summary" "$(sed 's/; [0-9]* nodes//' "$tmp/an.err")" \
	"zertz: 2 games analysed at horizon 2, 46 turns: 0 only winning (!), 2 missed wins (?), 6 blunders (??), 1 only not losing (□), 0 unknown"
# a compulsory capture, the only turn, is no choice: no mark
is "a forced capture: no mark" "$($py -c 'import json, sys
d = [json.loads(l) for l in open(sys.argv[1])][1]
print(d["turns"][5]["move"], repr(d["turns"][5].get("mark")))' "$tmp/an.jsonl")" "x a1Wc1 None"
# ANALYSIS.md 2: the only legal turn, which wins, is no choice: no '!'
# (the grey on d3 takes the fourth white on d4; d2 gone, no jump back)
printf '[Event "x"]\n[Position "37 ..../...../....../.-GW.../....../...../.... 4/6/9 3/0/0 0/0/0 1"]\n\n1. x d3Wd5\n' |
	./zertz analyze -k 1 >"$tmp/only.jsonl" 2>/dev/null
is "the only legal turn wins: no mark" "$($py -c 'import json, sys
t = json.load(open(sys.argv[1]))["turns"][0]
print(t["move"], t["win"], len(t["winning"]), repr(t.get("mark")))' "$tmp/only.jsonl")" "x d3Wd5 yes 1 None"
# (the record's facts by a parser of its own, the report's from the JSON)
$py -c 'import re, sys
signs = {"": "", "!": "!", "?": "?", "??": "??", "\u25a1": "\u25a1"}
for l in open(sys.argv[1], encoding="utf-8"):
    m = re.match(r"^(\d+)\. (.*?)(\?\?|\?|!|\u25a1)?( \{(.*)\})?$", l.rstrip("\n"))
    if not m:
        continue
    c = m.group(5) or ""
    w = re.search(r"\[%win (\d+)\]", c)
    print(m.group(1), m.group(3) or "", w.group(1) if w else "-",
          "yes" if "[%lost 2]" in c else "no", "best" if "[%best " in c else "-")' "$tmp/an.zgn" >"$tmp/an.rec"
$py -c 'import json, sys
for l in open(sys.argv[1]):
    for t in json.loads(l)["turns"]:
        best = t["win"] == "yes" and t["move"] not in t["winning"]
        print(t["turn"], t.get("mark", ""), t.get("win_in", "-"), t["lost"], "best" if best else "-")' "$tmp/an.jsonl" >"$tmp/an.rep"
alike_files "-t zgn: each turn's mark and facts read back are the report's" "$tmp/an.rep" "$tmp/an.rec"
is "-t zgn: marks and facts there to compare" "$(grep -c -e '\[%win' -e '\[%lost' "$tmp/an.zgn") $(grep -c '^[0-9]*\. .*[?!□]\( {\|$\)' "$tmp/an.zgn")" "10 9"
is "-t zgn: the horizon and budget in a tag" "$(grep -c '^\[Analysis "horizon=2 budget=1000000"\]$' "$tmp/an.zgn")" 2
is "-t zgn: a player's comment kept" "$(grep -c '^5\. Wb1,d6 x Wd7 {d7 is cut off and full: alice claims it}$' "$tmp/an.zgn")" 1
./zertz analyze -q -j 2 -t zgn samples/opening.zgn samples/isolation.zgn >"$tmp/an3.zgn"
alike_files "-t zgn -j 2: the same" "$tmp/an.zgn" "$tmp/an3.zgn"
for f in zen json yaml; do
	./zertz analyze -q -k 1 -t $f samples/opening.zgn samples/isolation.zgn | ./zertz convert -q -t zgn >"$tmp/an.$f"
	./zertz analyze -q -k 1 -t zgn samples/opening.zgn samples/isolation.zgn >"$tmp/an1.zgn"
	alike_files "-t $f, read back: as ZGN" "$tmp/an1.zgn" "$tmp/an.$f"
done
./zertz analyze -k 1 -j 2 -t json samples/opening.zgn samples/isolation.zgn 2>/dev/null | $py -c 'import json, sys
print(len(json.load(sys.stdin)))' >"$tmp/n"
is "-t json -j 2: one array of both games" "$(cat "$tmp/n")" 2
./zertz analyze -t sgf samples/opening.zgn >"$tmp/an.sgf" 2>"$tmp/err"
is "-t sgf: the marks SGF has" "$(grep -c -e 'BM\[' "$tmp/an.sgf")" 8
is "-t sgf: what it cannot hold said" "$(grep -c '^zertz: sgf cannot hold tags, marks: left out$' "$tmp/err")" 1
fi

if part budget; then
# a smaller budget answers the same or unknown, never otherwise: the
# positions of the samples from turn 11, at budgets 1, 10 and 100 nodes
for f in samples/opening.zgn samples/game48.zgn samples/game61.zgn; do
	./zertz replay -t position "$f" 2>/dev/null | tail -n +12
done >"$tmp/samp"
# (every other one for the budgets: each is a run of zertz)
awk -v e=$every 'NR % e == 1' "$tmp/samp" >"$tmp/samp2"
facts() { # BUDGET: a line of facts a position (one Python for them all)
	while read -r p; do
		./zertz analyze --budget "$1" --position "$p" || echo '{"win": "failed", "lost": "failed"}'
	done <"$tmp/samp2" | $py -c 'import json, sys
text, at, dec = sys.stdin.read(), 0, json.JSONDecoder()
while text[at:].strip():
    d, at = dec.raw_decode(text, at + len(text[at:]) - len(text[at:].lstrip()))
    print(d["win"], d["lost"])'
}
facts 1000000000 >"$tmp/full"
is "every position's facts" "$(wc -l <"$tmp/full") $(grep -c failed "$tmp/full")" "$(wc -l <"$tmp/samp2") 0"
for b in 1 10 100; do
	facts "$b" >"$tmp/b$b"
	is "budget $b: the same or unknown" "$(paste -d' ' "$tmp/full" "$tmp/b$b" | awk '
		($1 != $3 && $3 != "unknown") || ($2 != $4 && $4 != "unknown") { n++ } END { print n + 0 }')" 0
done
is "budget 1 leaves facts unknown (else the check proves nothing)" "$(grep -c unknown "$tmp/b1" | awk '{ print ($1 > 5) }')" 1
# and the same positions checked by plain minimax: wins in 2 that are not in 1 among them
[ -n "${ZERTZ_TEST_QUICK:-}" ] && cp "$tmp/samp2" "$tmp/samp"
./tests/minimax 2 <"$tmp/samp" >"$tmp/mm" 2>&1
grep -q ' 0 disagreements' "$tmp/mm" && ok || bad "minimax on the samples" "$(tail -3 "$tmp/mm")"
fi

# a turn's facts are its position's, its turn's, k's and the budget's
# alone, whatever the search saw before (a cache may then stand for the
# search): each turn of a game judged first (--last N) as in the whole
# run, at a budget that leaves some facts unknown
if part budget-order; then
turns1() { # [N]: the turns, each a line (N: the first N)
	$py -c 'import json, sys
for t in json.load(sys.stdin)["turns"][:int(sys.argv[1])]: print(json.dumps(t))' "${1:-100000}"
}
# (no cache: it would give the whole run's answers back)
./zertz analyze -q -k 3 --budget 2000 --no-cache samples/game48.zgn | turns1 >"$tmp/whole"
n=$(wc -l <"$tmp/whole")
for l in $(seq 1 $n); do
	./zertz analyze -q -k 3 --budget 2000 --no-cache --last $l samples/game48.zgn | turns1 1
done | tac >"$tmp/each"
is "each turn judged first, at k = 3 and budget 2000: as in the whole game ($n turns)" \
	"$(cmp "$tmp/whole" "$tmp/each" && grep -c unknown "$tmp/whole" | awk '{ print ($1 > 3) }')" 1
fi

if part won; then
# the free check (ANALYSIS.md 3): of random games won by the moves, the
# position before the winner's last turn is a win in 1 for the winner,
# and the turn played wins
./bench/randgame -n 40 -s 9 >"$tmp/won.zgn"
is "random games end by a set" "$(./zertz convert -q -t jsonl "$tmp/won.zgn" | grep -c '"reason": *"win"')" 40
./zertz analyze -k 1 "$tmp/won.zgn" 2>/dev/null >"$tmp/won.jsonl"
is "the last turn of a won game wins in 1" "$($py -c 'import json, sys
n = bad = 0
for l in open(sys.argv[1]):
    t = json.loads(l)["turns"][-1]
    n += 1
    if t["win"] != "yes" or t.get("win_in") != 1 or t["move"] not in t["winning"]:
        bad += 1
print(n, bad)' "$tmp/won.jsonl")" "40 0"
fi

if part late; then
# late positions: the last six before the end of each of a set of games
late() { # FILE GAMES
	for g in $(seq 1 "$2"); do
		./zertz replay -t position --game "$g" "$1" 2>/dev/null | tail -7 | head -6
	done
}
./bench/randgame -n 20 -s 3 >"$tmp/r37.zgn"
./bench/randgame -b 61 -n 8 -s 4 >"$tmp/r61.zgn"
./bench/randgame -b 48 -n 8 -s 5 >"$tmp/r48.zgn"
late "$tmp/r37.zgn" $n37 >"$tmp/late37"
late "$tmp/r61.zgn" $n61 >"$tmp/late61"
late "$tmp/r48.zgn" $n48 >"$tmp/late48"
for b in 37 48 61; do
	./tests/minimax 2 <"$tmp/late$b" >"$tmp/mm" 2>&1
	is "minimax agrees, $b rings, n = 1, 2" "$(grep -c '^disagree:' "$tmp/mm")" 0
	grep -q ' 0 disagreements' "$tmp/mm" && ok || bad "minimax on $b rings" "$(tail -3 "$tmp/mm")"
done
# at n = 3, fewer (plain minimax at depth 5 takes its time)
sed -n "$n3" "$tmp/late37" | ./tests/minimax 3 >"$tmp/mm3" 2>&1
grep -q '^minimax: [13] positions, k = 1..3: .* 0 disagreements' "$tmp/mm3" && ok || bad "minimax at n = 3" "$(cat "$tmp/mm3")"
# the facts move with the rules: each option, as the search is told it
for r in free-ring=any-two supply=per-colour no-move=draw both-lose=off win=0/2/2/2 marbles=6/8/10; do
	head -30 "$tmp/late37" | ./tests/minimax 2 "$r" >"$tmp/mm" 2>&1
	grep -q ' 0 disagreements' "$tmp/mm" && ok || bad "minimax under $r" "$(tail -2 "$tmp/mm")"
done
# the test set holds wins and losses both (else agreement proves little)
is "wins and losses in the test set" "$(sed -n 's/.*: \([0-9]*\) wins, \([0-9]*\) losses.*/\1 \2/p' "$tmp/mm" | awk '{ print ($1 > 10 && $2 > 3) }')" 1
fi

if part tzaar; then
# TZAAR (lib/tzaar/search.c).  A position by its stacks, the others empty
# (points A1..A5, B1..B6, ..., I1..I5; a stack bottom to top; White upper,
# Z Tzaar, A Tzarra, T Tott), White to move in its capture phase
tzpos() {
	$py -c 'import sys
cols, lens = "ABCDEFGHI", [5, 6, 7, 8, 8, 8, 7, 6, 5]
at = dict(kv.split("=") for kv in sys.argv[1].split())
print("tzaar " + "/".join(at.get(c + str(k + 1), ".") for c, n in zip(cols, lens) for k in range(n)), "white capture")' "$1"
}
tzfact() { # POSITION ARGS... -> "win win_in lost turns winning..."
	p=$1
	shift
	./zertz analyze "$@" --position "$p" | $py -c 'import json, sys
d = json.load(sys.stdin)
print(d["win"], d.get("win_in", "-"), d["lost"], d["turns"], *d.get("winning", []))'
}
# (a) The last of a type taken: Black's one Tzaar on A2, under White's
# Tott on A1 (height 1 over 1): one turn, which wins (the game ends on it).
# Black's stacks on I1, I2 and White's on I4, I5 do not see each other.
T1=$(tzpos "A1=T A2=z I4=A I5=Z I1=ta I2=at")
is "tzaar: the last Tzaar taken, k = 1" "$(tzfact "$T1" -k 1)" "yes 1 no 1 xA1A2"
is "tzaar: the last Tzaar taken, k = 2" "$(tzfact "$T1")" "yes 1 no 1 xA1A2"
# (b) Two captures: Black's Tzaars on A2 and A4, one line; White takes
# A2, then from A2 takes A4.  Four turns: A1 takes A2, then A2 takes A4,
# I4 is stacked on I5 or I5 on I4, or a pass
T2=$(tzpos "A1=T A2=z A4=z I4=A I5=Z I1=ta I2=at")
is "tzaar: two captures, the second wins" "$(tzfact "$T2" -k 1)" "yes 1 no 4 xA1A2 xA2A4"
# (c) The win without a capture of a type: White takes A2 and passes;
# Black (Z on G2, A on G3, T on H2, none of them able to take another:
# no stack of White in their lines) cannot begin with a capture: it loses
T3=$(tzpos "A1=T A2=t I4=A I5=Z G2=z G3=a H2=t")
is "tzaar: the opponent left without a capture" "$(tzfact "$T3" -k 1)" "yes 1 no 3 xA1A2 -"
# (d) Every turn loses: White's one capture (A1 takes A2) leaves Black's
# stack on A4 (a Tzaar on a Tott, height 2) able to take A2's Tott, and
# White's Tott was its last: three turns, all lost in 1
T4=$(tzpos "A1=T A2=t A4=tz I4=A I5=Z I1=ta I2=at")
is "tzaar: every turn loses, k = 1" "$(tzfact "$T4" -k 1)" "no - yes 3"
is "tzaar: every turn loses, k = 2" "$(tzfact "$T4")" "no - yes 3"
# (e) After the standard opening's first capture: nothing within 2 (the
# set-up: 30 stacks each, six and more of each type)
T5=$(./zertz replay -t position samples/tzaar/opening.zgn | sed -n 2p)
is "tzaar: the opening, nothing within 2" "$(tzfact "$T5" | cut -d' ' -f1-3)" "no - no"
# a budget spent is unknown, never no (the win at once needs no node)
is "tzaar: budget 1, a win at once" "$(tzfact "$T2" -k 1 --budget 1 | cut -d' ' -f1)" yes
is "tzaar: budget 1, an open position: unknown" "$(tzfact "$T4" -k 2 --budget 1 | cut -d' ' -f3)" unknown
# the hand positions and late positions of random games through plain
# minimax: the last four before the end of each of 12 games, those of 34
# stacks or fewer (plain minimax's turns are many)
printf '%s\n' "$T1" "$T2" "$T3" "$T4" >"$tmp/tzl"
./bench/randgame -g tzaar -n 12 -s 7 >"$tmp/tz.zgn"
for g in $(seq 1 12); do
	./zertz replay -t position --game "$g" "$tmp/tz.zgn" 2>/dev/null | tail -5 | head -4
done | awk '{ n = split($2, a, "/"); c = 0; for (i = 1; i <= n; i++) c += a[i] != "."; if (c <= 34) print }' >>"$tmp/tzl"
is "tzaar: 45 positions for minimax" "$(wc -l <"$tmp/tzl")" 45
./tests/minimax 2 <"$tmp/tzl" >"$tmp/mm" 2>&1
grep -q '^minimax: 45 positions, k = 1..2: .* 0 disagreements' "$tmp/mm" && ok || bad "tzaar: minimax" "$(tail -3 "$tmp/mm")"
is "tzaar: wins and losses in the test set" "$(sed -n 's/.*: \([0-9]*\) wins, \([0-9]*\) losses.*/\1 \2/p' "$tmp/mm" | awk '{ print ($1 > 20 && $2 > 2) }')" 1
# the free check: the winner's last turn of a random game wins in 1; a
# game the loser ends (burying its own last type) is counted, not checked
./bench/randgame -g tzaar -n 40 -s 9 >"$tmp/won.zgn"
./zertz convert -q -t jsonl "$tmp/won.zgn" >"$tmp/won.rec"
./zertz analyze -k 1 --last 1 "$tmp/won.zgn" 2>/dev/null >"$tmp/won.jsonl"
is "tzaar: the winner's last turn wins in 1" "$($py -c 'import json, sys
ok = bad = other = 0
for r, a in zip(open(sys.argv[1]), open(sys.argv[2])):
    w = json.loads(r)["result"]["winner"]
    t = json.loads(a)["turns"][-1]
    if (t["turn"] % 2 == 1) != (w == "first"):
        other += 1
    elif t["win"] == "yes" and t.get("win_in") == 1 and t["move"] in t["winning"]:
        ok += 1
    else:
        bad += 1
print(ok, bad, other)' "$tmp/won.rec" "$tmp/won.jsonl")" "25 0 15"
fi

if part progress; then
# progress (git's way, cmd/progress.h): a line on standard error when it
# is a terminal, rewritten in place ("\r", then cleared before the
# summary): analyze's words, then the records done of how many, their rate
# and the time left; never in a pipe, never with -q, never beside the
# output on the same terminal; ZERTZ_TEST_PROGRESS shows it from the first
# record (else from the first second on)
if command -v script >/dev/null 2>&1; then
	script -q -e -c "ZERTZ_TEST_PROGRESS=1 ./zertz analyze --no-cache -k 1 -o $tmp/p.jsonl samples/opening.zgn samples/blitz.zgn" \
		/dev/null </dev/null >"$tmp/tty" 2>&1
	is "progress on a terminal, rewritten, then cleared" \
		"$(tr '\r\033' 'RE' <"$tmp/tty" | sed 's/ [0-9]* turns a second/ N turns a second/g; s/, [0-9]* a second/, N a second/g; s/, [0-9:]* left/, T left/g; s/; [0-9]* nodes//')" \
		"Rzertz: 1 game analysed, 40 turns, N turns a second; 1 of 2 records, N a second, T leftE[KRzertz: 2 games analysed, 60 turns, N turns a second; 2 of 2 records, N a second, T leftE[KRE[Kzertz: 2 games analysed at horizon 1, 60 turns: 0 only winning (!), 2 missed wins (?), 4 blunders (??), 0 only not losing (□), 0 unknownR"
	script -q -e -c "ZERTZ_TEST_PROGRESS=1 ./zertz analyze -q -k 1 -o $tmp/p.jsonl samples/opening.zgn" /dev/null </dev/null >"$tmp/tty" 2>&1
	is "no progress with -q" "$(wc -c <"$tmp/tty" | tr -d ' ')" 0
	script -q -e -c "ZERTZ_TEST_PROGRESS=1 ./zertz analyze -k 1 samples/opening.zgn samples/blitz.zgn" /dev/null </dev/null >"$tmp/tty" 2>&1
	is "no progress beside the output on the terminal (it shows the run going)" \
		"$(tr '\r' '\n' <"$tmp/tty" | grep -c '^{"source"') $(grep -c 'records' "$tmp/tty")" "2 0"
else
	skip 3 "script(1) not installed: bsdutils (a terminal for the progress line)"
fi
ZERTZ_TEST_PROGRESS=1 ./zertz analyze -k 1 -o "$tmp/p.jsonl" samples/opening.zgn 2>"$tmp/err"
is "no progress in a pipe" "$(grep -c 'analysed,' "$tmp/err") $(tr -cd '\r' <"$tmp/err" | wc -c | tr -d ' ')" "0 0"
fi

# a turn is judged up to the board's symmetries (zz_search_canonical): a
# game and its mirror image (tests/mirror.py, which knows the board, not
# the search) get the same facts turn by turn and the same nodes, and
# their winning turns are each other's images (an isolation's cells
# compared as a set: each side writes them in its own order)
if part symmetry; then
./bench/randgame -n 3 -s 5 >"$tmp/sym.zgn" 2>/dev/null
$py tests/mirror.py <"$tmp/sym.zgn" >"$tmp/mirror.zgn"
./zertz analyze -q --no-cache "$tmp/sym.zgn" >"$tmp/sym.jsonl"
./zertz analyze -q --no-cache "$tmp/mirror.zgn" >"$tmp/mirror.jsonl"
is "a game and its mirror image: the same facts, nodes, winning turns (mirrored)" "$($py - "$tmp/sym.jsonl" "$tmp/mirror.jsonl" <<'PY'
import json, re, sys
sys.path.insert(0, "tests")
from mirror import mirror as mirror_line
def norm(turn):  # the isolation's cells as a set
    head, _, cells = turn.partition(" x ")
    return head + " x " + "".join(sorted(re.findall(r"[WGB][a-g][0-9]", cells))) if cells else turn
def mirror(turns):
    return sorted(norm(mirror_line(t)) for t in turns)
A = [json.loads(l) for l in open(sys.argv[1])]
B = [json.loads(l) for l in open(sys.argv[2])]
bad = len(A) != 3 or len(B) != 3
turns = wins = 0
for a, b in zip(A, B):
    bad |= a["nodes"] != b["nodes"] or len(a["turns"]) != len(b["turns"])
    for x, y in zip(a["turns"], b["turns"]):
        xw, yw = x.pop("winning", []), y.pop("winning", [])
        x.pop("move"), y.pop("move")
        bad |= x != y or mirror(xw) != sorted(norm(t) for t in yw)
        turns += 1
        wins += bool(xw)
print("same" if not bad and turns > 60 and wins > 3 else "differ: %d turns, %d wins" % (turns, wins))
PY
)" same
fi

# --budget as zertz(1) says it: checked as a position is entered, the
# position judged making and judging each of its turns once whatever the
# budget: at --budget 1 between one and three nodes a legal turn, and the
# figure the manual gives for the empty 37-ring board (issue 62)
if part budget-doc; then
for p in "37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1" \
	"61 ...../....../......./......../........./......../......./....../..... 6/8/10 0/0/0 0/0/0 1"; do
	./zertz analyze --budget 1 --position "$p" >"$tmp/b1.json"
	is "--budget 1 on ${p%% *} rings: between 1 and 3 nodes a legal turn" "$($py -c 'import json, sys
d = json.load(open(sys.argv[1]))
print(d["turns"] <= d["nodes"] <= 3 * d["turns"])' "$tmp/b1.json")" True
done
./zertz analyze --budget 1 --position "37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1" |
	$py -c 'import json, sys; d = json.load(sys.stdin); print("{:,} on the empty 37-ring board.s {:,} turns".format(d["nodes"], d["turns"]))' >"$tmp/fig"
is "the manual's figure for --budget 1" "$(grep -c "$(cat "$tmp/fig")" man/zertz.1)" 1
fi

# one spelling of the winner in every JSON the project writes: analyze's
# results say it as validate's do, game by game (issue 62: it wrote 0/1)
if part winner; then
./zertz analyze -q -k 1 --no-cache samples/*.zgn samples/tzaar/*.zgn >"$tmp/w.jsonl" 2>/dev/null
./zertz validate -q --json samples/*.zgn samples/tzaar/*.zgn >"$tmp/w.json" 2>/dev/null
is "analyze's winner as validate's, in every game analysed" "$($py -c 'import json, sys
v = {(d["source"], d["game"]): d["result"]["winner"] for d in map(json.loads, open(sys.argv[2])) if d.get("result")}
a = [json.loads(l) for l in open(sys.argv[1])]
same = [x["result"]["winner"] == v.get((x["source"], x["game"]), "?") for x in a]
print(len(a) > 10, all(same), sorted({x["result"]["winner"] for x in a} - {None}))' "$tmp/w.jsonl" "$tmp/w.json")" \
	"True True ['both-lose', 'first', 'none', 'second']"
fi

# a finished position's facts (ANALYSIS.md 1: win needs a turn; lost(P,
# n) holds when the game is over at P and the mover has lost): no turns,
# no nodes, worked out by hand from RULES.md (issue 62: a full board said
# "unknown", a mover holding a set "win in 1" with 1,944 turns)
if part finished; then
e37=..../...../....../......./....../...../....
for c in "37 $e37 6/8/10 4/0/0 0/0/0 1||the mover holds four white: it has won|0 no no 0" \
	"37 $e37 6/8/10 0/0/0 4/0/0 1||the other holds four white: the mover has lost|0 no yes 0" \
	"37 ----/-----/------/-------/------/-----/---- 6/8/10 0/0/0 0/0/0 1||no ring left: the board was filled by the other|0 no yes 0" \
	"37 ----/-----/------/-------/------/-----/---- 6/8/10 0/0/0 0/0/0 1|no-move=draw|no ring left, under no-move=draw: a full board still wins for who filled it|0 no yes 0" \
	"37 $e37 0/0/0 0/0/0 0/0/0 1||no marble to place, none to take: no move, which loses|0 no yes 0" \
	"37 $e37 0/0/0 0/0/0 0/0/0 1|no-move=draw|no move, which draws (no-move=draw)|0 no no 0" \
	"37 $e37 6/8/10 0/0/0 0/0/0 1||the empty board: the game goes on|1944 no no"; do
	pos=${c%%|*} rest=${c#*|}
	rules=${rest%%|*} rest=${rest#*|}
	what=${rest%%|*} want=${rest#*|}
	./zertz analyze ${rules:+--rules "$rules"} --position "$pos" >"$tmp/fin.json" 2>&1
	is "finished: $what" "$($py -c 'import json, sys
d = json.load(open(sys.argv[1]))
print(d["turns"], d["win"], d["lost"], *([d["nodes"]] if d["turns"] == 0 else []))' "$tmp/fin.json")" "$want"
done
fi

# an analysis's marks known without its tag: an SGF round trip drops the
# Analysis tag (as it says), and a new analysis at another horizon still
# replaces the old marks and comments, as it does on the record itself
# (issue 62: the horizon-2 marks were kept as a reader's own)
if part again-sgf; then
./zertz analyze -q --no-cache -t sgf samples/game48.zgn >"$tmp/a2.sgf"
is "the SGF holds no Analysis tag, and marks" "$(grep -c 'Analysis' "$tmp/a2.sgf") $(grep -c 'BM\[\|TE\[' "$tmp/a2.sgf" | awk '{ print ($1 > 0) }')" "0 1"
./zertz analyze -q --no-cache -k 1 -t zgn "$tmp/a2.sgf" | grep '^[0-9]*\.' >"$tmp/again.txt"
./zertz analyze -q --no-cache -k 1 -t zgn samples/game48.zgn | grep '^[0-9]*\.' >"$tmp/fresh.txt"
is "analysed again after an SGF round trip: the turns, marks and comments of a fresh analysis" \
	"$(cmp "$tmp/again.txt" "$tmp/fresh.txt" && wc -l <"$tmp/fresh.txt" | awk '{ print ($1 > 20) }')" 1
fi

report
