#!/bin/sh
# Corpus checks over ../shared/corpus.  Without ../shared they are skipped
# with a word; with it, every part listed below must be there, or the
# check fails.
#   - every reference game validates, and replays to exactly the other
#     engine's position after every move (tests/corpus/refdiff);
#   - the Boardspace archive (zips and loose files) gives the figures kept
#     in tests/corpus/boardspace.expected, -j 2 gives the same output as
#     one job, and validate, convert and stats agree on every record
#     (tests/corpus/agree.sh);
#   - two real games decoded independently (spec/FORMATS.md 5.2);
#   - the archive's statistics (tests/corpus/stats.expected);
#   - the diagrams' text inside the picture for the archive's longest
#     names, event and capture chain (tests/corpus/longest.py, in Chromium);
#   - round trips of both corpora through every format;
#   - analyze: a win in 1 before the last turn of every game won by the
#     moves, and plain minimax agreeing on the reference games' late positions.
shared=${1:-../shared}
corpus=$shared/corpus
cd "$(dirname "$0")/.." || exit 2
if [ ! -d "$shared" ]; then
	echo "corpus-check: skipped: $shared is not there (the corpus is kept beside the project)"
	exit 0
fi
missing=
for part in reference/37 reference/48 reference/61 reference/blitz boardspace/games \
	tzaar/standard tzaar/random tzaar/littlegolem/game2552914.sgf tzaar/littlegolem/game2558925.sgf \
	boardspace/games/T-Z11-Alex504-bluedog-2025-10-29-1136.sgf \
	zertz3d/data/logfiles/sample_replay.txt zertz3d/data/logfiles/test_isolation.txt; do
	[ -e "$corpus/$part" ] || missing="$missing $part"
done
if [ -n "$missing" ]; then
	echo "corpus-check: $corpus lacks:$missing"
	exit 1
fi
# spec/ is the project's copy of the specification kept beside it: a newer
# one there is to be read (and copied) before the code follows it
for f in RULES.md FORMATS.md TZAAR.md ANALYSIS.md GLOSSARY.md; do
	if [ -f "$shared/spec/$f" ] && ! cmp -s "$shared/spec/$f" "spec/$f"; then
		echo "corpus-check: spec/$f differs from $shared/spec/$f: read the change, then copy it"
		exit 1
	fi
done
tmp=${TMPDIR:-/tmp}/zertz-corpus.$$
# analyze's cache in the run's folder: never the user's
export XDG_CACHE_HOME="$tmp/cache"
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail=0

ref=$(ls "$corpus"/reference/*/g*.txt | wc -l)
valid=$(./zertz validate -q --json "$corpus"/reference/*/g*.txt | grep -c '"valid":true')
if [ "$ref" != 350 ] || [ "$valid" != "$ref" ]; then
	echo "corpus-check: $valid of $ref reference games valid (350 expected)"
	fail=1
else
	echo "corpus-check: all $ref reference games valid"
fi
./tests/corpus/refdiff "$corpus"/reference/*/g*.txt >"$tmp/refdiff"
rc=$?
tail -5 "$tmp/refdiff"
[ $rc = 0 ] || { echo "corpus-check: refdiff failed (status $rc)"; fail=1; }

bsdir=$corpus/boardspace
./zertz validate --json -r "$bsdir" >"$tmp/bs.json" 2>"$tmp/bs.err"
./zertz validate -j 2 --json -r "$bsdir" >"$tmp/bs2.json" 2>"$tmp/bs2.err"
if cmp -s "$tmp/bs.json" "$tmp/bs2.json" && cmp -s "$tmp/bs.err" "$tmp/bs2.err"; then
	echo "corpus-check: -j 2 output is identical"
else
	echo "corpus-check: -j 2 output differs from one job"
	fail=1
fi
# the archives read by the walker's own directory reader and by libzip alone
ZERTZ_TEST_ZIP=libzip ./zertz validate --json -r "$bsdir" >"$tmp/bsl.json" 2>"$tmp/bsl.err"
if cmp -s "$tmp/bs.json" "$tmp/bsl.json" && cmp -s "$tmp/bs.err" "$tmp/bsl.err"; then
	echo "corpus-check: the archives read in place and by libzip say the same"
else
	echo "corpus-check: the archives read in place and by libzip differ"
	fail=1
fi
# Boardspace writes a node a line, which the reader takes the short way; the
# same records with their nodes on one line (the line end before each ';'
# made a blank; values keep theirs) take the general way, and must become
# the same records
mkdir "$tmp/oneline"
find "$bsdir" -name '*.sgf' | sort >"$tmp/loose"
# (one python for every file: one a file took half a minute)
python3 - "$tmp/loose" "$tmp/oneline" >"$tmp/oneline.list" <<'PY' || fail=1
import os, sys
out = sys.argv[2]
for n, f in enumerate(open(sys.argv[1]).read().split("\n")[:-1], 1):
    d = open(f, "rb").read().replace(b"\r\n;", b" ;").replace(b"\n;", b" ;")
    os.mkdir("%s/%d" % (out, n))
    # the same file name: a record without a date takes it from there
    p = "%s/%d/%s" % (out, n, os.path.basename(f))
    open(p, "wb").write(d)
    print(p)
PY
n=$(wc -l <"$tmp/oneline.list")
xargs ./zertz convert -q -t zgn <"$tmp/loose" >"$tmp/lines.zgn" 2>/dev/null
xargs ./zertz convert -q -t zgn <"$tmp/oneline.list" >"$tmp/oneline.zgn" 2>/dev/null
if [ "$n" -gt 100 ] && cmp -s "$tmp/lines.zgn" "$tmp/oneline.zgn"; then
	echo "corpus-check: $n records a node a line and on one line read alike"
else
	echo "corpus-check: $n records a node a line and on one line read differently"
	fail=1
fi
sh tests/corpus/summary.sh <"$tmp/bs.json" >"$tmp/figures"
if diff -u tests/corpus/boardspace.expected "$tmp/figures"; then
	echo "corpus-check: Boardspace archive figures as expected ($(grep '^records' "$tmp/figures"))"
else
	echo "corpus-check: Boardspace archive figures differ (above)"
	fail=1
fi
./zertz convert -t jsonl -r "$bsdir" >"$tmp/bs.jsonl" 2>"$tmp/bsc.err"
./zertz stats --format csv -r "$bsdir" >"$tmp/bs.csv" 2>"$tmp/bss.err"
sh tests/corpus/agree.sh "$tmp/bs.json" "$tmp/bs.err" "$tmp/bs.jsonl" "$tmp/bsc.err" "$tmp/bs.csv" || fail=1

# The diagrams' text inside the picture, no line over another, for the
# archive's longest names, event and capture chain (tests/corpus/longest.py
# chooses them from the converted records; tests/viewer.py measures them in
# Chromium, which CI installs: here it must be there)
mkdir "$tmp/longest"
if python3 tests/corpus/longest.py "$tmp/longest" <"$tmp/bs.jsonl" >"$tmp/longest.list" &&
	[ "$(wc -l <"$tmp/longest.list")" -eq 5 ]; then
	if CORPUS_TEXT=$(cat "$tmp/longest.list") ZERTZ_NEED_BROWSER=1 sh tests/viewer.sh >"$tmp/viewer.out" 2>&1; then
		echo "corpus-check: diagrams' text inside the picture for the archive's longest names, event and chain ($(tail -1 "$tmp/viewer.out"))"
	else
		cat "$tmp/viewer.out"
		echo "corpus-check: diagrams' text check failed for the archive's longest records"
		fail=1
	fi
else
	echo "corpus-check: could not choose the archive's longest records"
	fail=1
fi

# The selection over the whole archive, against the same choice made by jq
# from validate --json (another path: the report, not the selection code)
sel_check() {
	what=$1 filter=$2
	shift 2
	jq -c "select(.game != null) | select($filter) | [.source, .game]" "$tmp/bs.json" >"$tmp/sel.want"
	./zertz validate --json -r "$@" "$bsdir" 2>/dev/null | jq -c 'select(.game != null) | [.source, .game]' >"$tmp/sel.got"
	if cmp -s "$tmp/sel.want" "$tmp/sel.got" && [ -s "$tmp/sel.want" ]; then
		echo "corpus-check: select $what: $(wc -l <"$tmp/sel.got") games, those jq chooses"
	else
		echo "corpus-check: select $what: $(wc -l <"$tmp/sel.got") games, jq chooses $(wc -l <"$tmp/sel.want") (or others)"
		fail=1
	fi
}
sel_check '48 rings, ddyer second, 0-1' '.board == 48 and ((.second // "") | ascii_downcase) == "ddyer" and .result.token == "0-1"' \
	--board 48 --second ddyer --result 0-1
sel_check 'valid' '.valid' --valid
sel_check 'invalid' '.valid | not' --invalid
sel_check 'bluedog won' '(.result.winner == "first" and ((.first // "") | ascii_downcase) == "bluedog") or (.result.winner == "second" and ((.second // "") | ascii_downcase) == "bluedog")' \
	--winner bluedog
sel_check 'repetition' '.result.reason == "repetition"' --reason repetition
sel_check '10 to 12 turns' '.turns >= 10 and .turns <= 12' --turns 10-12
sel_check 'March to May 2012' '(.tags.Date // "") | .[0:7] >= "2012.03" and .[0:7] <= "2012.05"' --date 2012-03..2012-05
# (no file of the archive holds two games once raw histories are none)
sel_check 'first game of a source' '.game == 1' --game 1
# --unique: one game per distinct signature of stats --signature, and the invalid
sigs=$(./zertz stats --signature -r "$bsdir" 2>/dev/null | cut -d' ' -f1 | sort -u | wc -l)
inv=$(jq -c 'select(.game != null and (.valid | not))' "$tmp/bs.json" | wc -l)
uniq_games=$(./zertz validate --json --unique -r "$bsdir" 2>/dev/null | grep -c '"game":[0-9]')
if [ "$uniq_games" = $((sigs + inv)) ]; then
	echo "corpus-check: select --unique: $uniq_games games ($sigs signatures, $inv invalid)"
else
	echo "corpus-check: select --unique: $uniq_games games, expected $sigs signatures + $inv invalid"
	fail=1
fi

# Zertz3D's transcripts (spec/FORMATS.md 5.2): the 61-ring game replays to
# the second player's win with 4 white (no "# Rings:": the board is told by
# its cells); the synthetic isolation scenario ignores a compulsory capture
z3d=$corpus/zertz3d/data/logfiles
got="$(./zertz convert -q -t zgn "$z3d/sample_replay.txt" | grep -c '^[0-9]*\. ') turns|$(./zertz replay "$z3d/sample_replay.txt" 2>/dev/null | tail -1)"
bad=$(./zertz validate "$z3d/test_isolation.txt" 2>&1 | grep -c ': error: ')
if [ "$got" = "30 turns|result: 0-1, second player wins with white" ] &&
   ./zertz validate -q "$z3d/sample_replay.txt" && [ "$bad" = 1 ]; then
	echo "corpus-check: Zertz3D transcripts read as expected"
else
	echo "corpus-check: Zertz3D transcripts differ: $got / $bad error(s) in test_isolation"
	fail=1
fi
# one real game, decoded independently in spec/FORMATS.md 5.2 from another
# program's rendering: the same moves, and bluedog wins with 4 white
bs=$bsdir/games/T-Z11-Alex504-bluedog-2025-10-29-1136.sgf
want='Wd4,h2 Bc6,h1 Bf5,g2 Wb5,a4 x b5Bd7 Gg5,g3 x g5Be5 Wf4,d8 x f4Gd6 x d7Wd5Wd3 Wh3,h4 Bg4,g5 x h3Bf5 Wh3,g4 x Wh3 Bf4,f6 x f5Bf3 Bf2,f4 x f3Bf1 Be7,f5 Wg1,f3 x g1We1 Gf1,d1 x e1Gg1 Gd7,f2 x e7Gc6 Gb3,f1 x Wg1'
got=$(./zertz convert -q -t zgn "$bs" | grep -E '^[0-9]+\. ' | sed 's/^[0-9]*\. //; s/ @[0-9]*$//' | tr '\n' ' ' | sed 's/ $//')
result=$(./zertz replay "$bs" 2>/dev/null | tail -1)
if [ "$got" = "$want" ] && [ "$result" = "result: 0-1, second player (bluedog) wins with white" ]; then
	echo "corpus-check: Alex504-bluedog 2025 agrees with spec/FORMATS.md 5.2"
else
	echo "corpus-check: Alex504-bluedog 2025 differs: $got / $result"
	fail=1
fi

# statistics of the archive: the main figures kept in tests/corpus/stats.expected
{
	grep -E '^all,(games,(rings_[0-9]+|custom_boards)|results,(white|grey|black|each|board-full|repetition|resignation|time|agreement|unfinished|invalid)|length,(median|max)|turns,(multi_jump_turns|longest_chain_jumps|placements_without_removal|placements_from_own_captures|games_ending_on_a_full_board)),' "$tmp/bs.csv"
	./zertz stats --duplicates -r "$bsdir" 2>&1 >/dev/null | sed 's/^zertz: /duplicates: /'
} >"$tmp/stats"
if diff -u tests/corpus/stats.expected "$tmp/stats"; then
	echo "corpus-check: archive statistics as expected"
else
	echo "corpus-check: archive statistics differ (above)"
	fail=1
fi

# round trips: canonical ZGN of every valid game, through each format and
# back, byte for byte (Zertz3D holds no tags: reference games only)
roundtrip() {	# name, formats, inputs...
	name=$1 formats=$2
	shift 2
	./zertz convert -q -t zgn -r "$@" >"$tmp/ref.zgn" 2>/dev/null
	games=$(grep -c '^\[Variant' "$tmp/ref.zgn")
	for x in $formats; do
		./zertz convert -q -t $x "$tmp/ref.zgn" >"$tmp/mid" 2>"$tmp/mid.err"
		./zertz convert -q -t zgn <"$tmp/mid" >"$tmp/back.zgn" 2>/dev/null
		if [ "$games" -gt 0 ] && cmp -s "$tmp/ref.zgn" "$tmp/back.zgn"; then
			echo "corpus-check: $name through $x and back: identical ($games games)"
		else
			echo "corpus-check: $name through $x and back differs ($games games):"
			head -3 "$tmp/mid.err"
			diff "$tmp/ref.zgn" "$tmp/back.zgn" | head -10
			fail=1
		fi
	done
}
roundtrip reference "zgn json jsonl yaml zertz3d zen" "$corpus"/reference/*/g*.txt
# Boardspace has no blitz variant
roundtrip "reference (standard)" "sgf" "$corpus"/reference/37/g*.txt "$corpus"/reference/48/g*.txt \
	"$corpus"/reference/61/g*.txt
roundtrip boardspace "zgn json jsonl yaml sgf zen" "$bsdir"

# KART's ZIP (spec/FORMATS.md 6): every position of the reference games
# (37, 48 and 61 rings) through ZIP and back, and each ZIP through a
# position and back, byte for byte
for f in "$corpus"/reference/*/g*.txt; do ./zertz replay -t position "$f" 2>/dev/null; done |
	sort -u >"$tmp/pos.txt"
as_records() { awk '{ printf "[Position \"%s\"]\n\n*\n\n", $0 }'; }
as_records <"$tmp/pos.txt" >"$tmp/pos.zgn"
./zertz convert -q -t zip --at 0 "$tmp/pos.zgn" >"$tmp/zip.txt" 2>"$tmp/zip.err"
as_records <"$tmp/zip.txt" >"$tmp/zip.zgn"
./zertz convert -q -t position --at 0 "$tmp/zip.zgn" >"$tmp/back.txt" 2>>"$tmp/zip.err"
as_records <"$tmp/back.txt" >"$tmp/back.zgn"
./zertz convert -q -t zip --at 0 "$tmp/back.zgn" >"$tmp/zip2.txt" 2>>"$tmp/zip.err"
n=$(wc -l <"$tmp/pos.txt")
if [ "$n" -gt 10000 ] && cmp -s "$tmp/pos.txt" "$tmp/back.txt" && cmp -s "$tmp/zip.txt" "$tmp/zip2.txt" &&
	[ ! -s "$tmp/zip.err" ]; then
	echo "corpus-check: $n positions of the reference games through ZIP and back, and back again: identical"
else
	echo "corpus-check: $n positions through ZIP and back differ:"
	head -3 "$tmp/zip.err"
	diff "$tmp/pos.txt" "$tmp/back.txt" | head -6
	fail=1
fi

# TZAAR (spec/TZAAR.md): the 300 reference games, checked there against two
# independent engines; every one must be here (150 standard, 150 random)
tz=$corpus/tzaar
n_std=$(ls "$tz"/standard/g*.txt 2>/dev/null | wc -l)
n_rnd=$(ls "$tz"/random/g*.txt 2>/dev/null | wc -l)
n_json=$(ls "$tz"/standard/g*.json "$tz"/random/g*.json 2>/dev/null | wc -l)
if [ "$n_std" != 150 ] || [ "$n_rnd" != 150 ] || [ "$n_json" != 300 ]; then
	echo "corpus-check: TZAAR reference games missing: $n_std standard, $n_rnd random, $n_json states files (150, 150, 300 wanted)"
	fail=1
fi
# every state after every action, and each game's end (tests/corpus/tzdiff.c)
./tests/corpus/tzdiff "$tz"/standard/g*.txt "$tz"/random/g*.txt >"$tmp/tzdiff"
rc=$?
tail -3 "$tmp/tzdiff"
[ $rc = 0 ] || { echo "corpus-check: tzdiff failed (status $rc)"; fail=1; }
# validate says each is valid, with the header's winner, reason and turns
./zertz validate --json "$tz"/standard/g*.txt "$tz"/random/g*.txt >"$tmp/tz.json" 2>"$tmp/tz.err"
rc=$?
for f in "$tz"/standard/g*.txt "$tz"/random/g*.txt; do
	w=$(sed -n 's/^# winner: //p' "$f")
	echo "true $([ "$w" = white ] && echo first || echo second) $(sed -n 's/^# reason: //p' "$f") $(sed -n 's/^# turns: //p' "$f")"
done >"$tmp/tz.want"
jq -r '"\(.valid) \(.result.winner) \(.result.reason) \(.result.turn)"' "$tmp/tz.json" >"$tmp/tz.got"
if [ $rc = 0 ] && cmp -s "$tmp/tz.want" "$tmp/tz.got"; then
	echo "corpus-check: TZAAR: 300 reference games valid, with their winner, reason and length"
else
	echo "corpus-check: TZAAR reference games differ (validate status $rc):"
	diff "$tmp/tz.want" "$tmp/tz.got" | head -5
	fail=1
fi
# a move after the end is an error; a game cut before its end whose header
# declares a winner counts as declared, with the warning undecided-result
cp "$tz"/standard/g00001.txt "$tmp/over.txt"
echo "29. xA1A2" >>"$tmp/over.txt"
head -n 20 "$tz"/standard/g00001.txt >"$tmp/cut.txt"
if ./zertz validate "$tmp/over.txt" 2>&1 | grep -q "error: move after the end of the game: the game ended in turn 28: first player won: the other has no tzarra left on top of a stack \[game-over\]" &&
   [ "$(./zertz validate --json "$tmp/cut.txt" 2>/dev/null | jq -r '"\(.valid) \(.result.reason) \(.result.token) \(.diagnostics[1].code)"')" = "true declared 1-0 undecided-result" ]; then
	echo "corpus-check: TZAAR: a move after the end and a cut game said"
else
	echo "corpus-check: TZAAR: a move after the end or a cut game not said as expected"
	fail=1
fi
# stats against the corpus README's own table (section 6: both folders)
./zertz stats --format csv "$tz"/standard/g*.txt "$tz"/random/g*.txt 2>/dev/null |
	grep -E "^tzaar,(results,no-|score,(first|second)_player_wins|actions,(passes|tallest)|length,(min|max|mean))" >"$tmp/tzstats"
cat >"$tmp/tzstats.want" <<'EOF'
tzaar,results,no-tzaar,,184
tzaar,results,no-tzarra,,81
tzaar,results,no-tott,,21
tzaar,results,no-capture,,14
tzaar,score,first_player_wins,,172
tzaar,score,second_player_wins,,128
tzaar,length,min,,12
tzaar,length,mean,,23.7
tzaar,length,max,,29
tzaar,actions,passes,,662
tzaar,actions,tallest_stack_at_a_games_end,,7
EOF
if cmp -s "$tmp/tzstats.want" "$tmp/tzstats"; then
	echo "corpus-check: TZAAR statistics agree with the corpus README (reasons, winners, lengths, passes, tallest stack)"
else
	echo "corpus-check: TZAAR statistics differ from the corpus README:"
	diff "$tmp/tzstats.want" "$tmp/tzstats"
	fail=1
fi
# LittleGolem's two real games (spec/TZAAR.md 6): read, replayed legally to
# their end, and their ZGN read back alike
lg=$(./zertz validate --json "$tz"/littlegolem/*.sgf 2>/dev/null | jq -r '"\(.valid) \(.result.over)"' | sort | uniq -c | sed 's/^ *//')
lgz=$(./zertz convert -q -t zgn "$tz"/littlegolem/*.sgf | ./zertz validate --json 2>/dev/null | jq -r '"\(.valid) \(.result.over)"' | sort | uniq -c | sed 's/^ *//')
if [ "$lg" = "2 true true" ] && [ "$lgz" = "2 true true" ]; then
	echo "corpus-check: TZAAR: LittleGolem's 2 games replay legally to their end, and through ZGN"
else
	echo "corpus-check: TZAAR: LittleGolem's games: $lg / through ZGN: $lgz"
	fail=1
fi
# through every format that holds TZAAR and back, byte for byte
./zertz convert -q -t zgn "$tz"/standard/g*.txt "$tz"/random/g*.txt >"$tmp/tzref.zgn" 2>/dev/null
for x in zgn json jsonl yaml; do
	./zertz convert -q -t $x "$tmp/tzref.zgn" | ./zertz convert -q -t zgn >"$tmp/tzback.zgn" 2>/dev/null
	if [ "$(grep -c '^\[Game "TZAAR"\]' "$tmp/tzref.zgn")" = 300 ] && cmp -s "$tmp/tzref.zgn" "$tmp/tzback.zgn"; then
		echo "corpus-check: TZAAR through $x and back: identical (300 games)"
	else
		echo "corpus-check: TZAAR through $x and back differs"
		fail=1
	fi
done
# zertz analyze (ANALYSIS.md 3): every game of the archive and of the
# reference sets won by the moves (a winning set, or the board filled)
# shows, before the winner's last turn, a win in 1, the turn played among
# the winning turns; and plain minimax (tests/minimax) agrees with the
# search on the reference games' late positions at n = 1, 2 (a share of
# them), and on a handful of the emptiest at n = 3
./zertz analyze -q -k 1 --last 1 -j 2 --proof "$tmp/free-proofs.jsonl" -r "$corpus/boardspace" \
	"$corpus"/reference/37 "$corpus"/reference/48 "$corpus"/reference/61 "$corpus"/reference/blitz \
	>"$tmp/free.jsonl" 2>/dev/null
# every win claimed there has its proof, and the checker accepts each
if ./zertz analyze --check-proof "$tmp/free-proofs.jsonl" 2>"$tmp/chk"; then
	echo "corpus-check: analyze: $(sed 's/^zertz: //' "$tmp/chk")"
else
	echo "corpus-check: analyze: proofs refused: $(tail -3 "$tmp/chk")"
	fail=1
fi
free=$(python3 -c 'import json, sys
n = bad = 0
for line in open(sys.argv[1]):
    g = json.loads(line)
    r = g["result"]
    if r["reason"] not in ("win", "board-full") or not g["turns"]:
        continue
    t = g["turns"][-1]
    n += 1
    if t["win"] != "yes" or t.get("win_in") != 1 or t["move"] not in t.get("winning", []):
        bad += 1
        if bad <= 3:
            print("  %s #%d: turn %d %s: %s" % (g["source"], g["game"], t["turn"], t["move"], t), file=sys.stderr)
print(n, bad)' "$tmp/free.jsonl")
case "$free" in
*" 0") echo "corpus-check: analyze: of ${free% 0} games won by the moves, each shows a win in 1 before the winner's last turn" ;;
*) echo "corpus-check: analyze: games won by the moves, and those without a win in 1 before the last turn: $free"; fail=1 ;;
esac
for b in 37 48 61; do
	for f in "$corpus"/reference/$b/g*.txt; do
		./zertz replay -q -t position "$f" 2>/dev/null | tail -3 | head -2
	done
done >"$tmp/late"
# plain minimax is slow by design (no table, no ordering): at n = 2 the
# 600 take a minute and a half, so the position before the last two turns
# of every 4th game (75 of them, all three boards: ~15 wins and ~30
# losses among them, the last positions being wins in 1 all) in 12 s
if awk 'NR % 8 == 1' "$tmp/late" | ./tests/minimax 2 >"$tmp/mm" 2>&1; then
	echo "corpus-check: analyze: $(tail -1 "$tmp/mm" | sed 's/^minimax: //') with plain minimax"
else
	echo "corpus-check: analyze: minimax disagrees: $(grep -c '^disagree' "$tmp/mm") ($(head -2 "$tmp/mm"))"
	fail=1
fi
# the emptiest: fewest rings left (the second field's rings, '-' gone)
awk '{ r = $2; n = gsub(/[.WGB]/, "", r); print n, $0 }' "$tmp/late" | sort -n | head -8 | cut -d' ' -f2- >"$tmp/late3"
if ./tests/minimax 3 <"$tmp/late3" >"$tmp/mm3" 2>&1; then
	echo "corpus-check: analyze: $(tail -1 "$tmp/mm3" | sed 's/^minimax: //') with plain minimax"
else
	echo "corpus-check: analyze: minimax disagrees at n = 3: $(head -2 "$tmp/mm3")"
	fail=1
fi
exit $fail
