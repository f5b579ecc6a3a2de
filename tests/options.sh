#!/bin/sh
# Options spelled alike in every command (zertz(1), DESCRIPTION): -t and
# --format name the output format (the older -T, --to and --json still
# work and give the same bytes), -o writes a file in place; and replay's
# --game counts per source and says how many games there are.  Expected
# values: the counts of the samples (chain-branches.zgn has two games,
# archive.zip four records, read off the files) and the other spelling.
cd "$(dirname "$0")/.." || exit 2
suite=options
py=python3
. tests/lib.sh

sum() { "$@" 2>/dev/null | cksum; }
# first COMMAND...: its status and the first line it says on standard error
first() { "$@" >/dev/null 2>"$tmp/err"; echo "$? $(head -1 "$tmp/err")"; }

g=samples/opening.zgn
two=samples/chain-branches.zgn
if part formats; then
is "validate -t json is --json" "$(sum ./zertz validate -t json $g)" "$(sum ./zertz validate --json $g)"
is "validate --format=json is --json" "$(sum ./zertz validate --format=json $g)" "$(sum ./zertz validate --json $g)"
./zertz validate --json -t text $g >/dev/null 2>&1
is "--json with -t text" $? 2
./zertz validate -t json -o "$tmp/v.json" $g >"$tmp/stdout" 2>/dev/null
is "validate -o: the file" "$(cksum <"$tmp/v.json")" "$(sum ./zertz validate --json $g)"
is "validate -o: nothing on standard output" "$(wc -c <"$tmp/stdout" | tr -d ' ')" 0
cp $g "$tmp/in.zgn"
./zertz validate -t json -o "$tmp/in.zgn" "$tmp/in.zgn" >/dev/null 2>&1
is "validate -o INPUT is refused" "$? $(cksum <"$tmp/in.zgn")" "2 $(cksum <$g)"
is "stats -t csv is --format csv" "$(sum ./zertz stats -t csv $g)" "$(sum ./zertz stats --format csv $g)"
./zertz stats -t json -o "$tmp/s.json" $g 2>/dev/null
is "stats -o" "$(cksum <"$tmp/s.json")" "$(sum ./zertz stats --format json $g)"
./zertz replay -o "$tmp/r.txt" $g
is "replay -o" "$(cksum <"$tmp/r.txt")" "$(sum ./zertz replay $g)"
# what holds no game is neither valid nor invalid in validate's JSON: a
# consumer counting .valid == false counts what the summary calls invalid
# (issue 62: an empty member said "valid": false)
./zertz validate --json samples/sgf/archive.zip >"$tmp/arch.jsonl" 2>"$tmp/arch.err"
is "validate --json: invalid lines as the summary counts them, a non-game's valid null" "$($py -c 'import json, sys
d = [json.loads(l) for l in open(sys.argv[1])]
print(sum(x["valid"] is False for x in d), all(x["valid"] is None for x in d if x["game"] is None), sum(x["game"] is None for x in d))' "$tmp/arch.jsonl")" \
	"$(sed -n 's/.* \([0-9]*\) invalid.*/\1/p' "$tmp/arch.err") True 1"
# -o FILE.ext, one rule (issue 62): the extension chooses the format where
# the command writes it, one it does not write is refused saying what it
# writes, and an explicit -t wins, the mismatch said
# (a report to keep, validate's text into a file, compared with one: '@')
for c in "validate|v.json|validate --json" "validate|v.jsonl|validate --json" "validate|v.txt|validate -t text -o @" \
	"stats|s.csv|stats -t csv" "stats|s.json|stats -t json" "stats|s.txt|stats" \
	"analyze -q -k 1 --last 2 --no-cache|a.zgn|analyze -q -k 1 --last 2 --no-cache -t zgn" \
	"analyze -q -k 1 --last 2 --no-cache|a.sgf|analyze -q -k 1 --last 2 --no-cache -t sgf" \
	"analyze -q -k 1 --last 2 --no-cache|a.jsonl|analyze -q -k 1 --last 2 --no-cache"; do
	cmd=${c%%|*} rest=${c#*|} file=${rest%%|*} same=${rest#*|}
	./zertz $cmd -o "$tmp/$file" $g 2>/dev/null
	case $same in
	*@*) ./zertz $(echo "$same" | sed "s|@|$tmp/ref|") $g 2>/dev/null && want=$(cksum <"$tmp/ref") ;;
	*) want=$(./zertz $same $g 2>/dev/null | cksum) ;;
	esac
	is "$cmd -o $file writes what '$same' writes" "$(cksum <"$tmp/$file")" "$want"
done
for c in "validate|v.zgn|text (.txt) or JSON Lines (.json, .jsonl), not .zgn" \
	"stats|s.sgf|text (.txt), CSV (.csv) or JSON (.json), not .sgf" \
	"analyze -k 1|a.svg|the facts (.jsonl, .json) or the records annotated (.zgn, .sgf, .yaml, .yml, .zen), not .svg"; do
	cmd=${c%%|*} rest=${c#*|} file=${rest%%|*} says=${rest#*|}
	is "$cmd -o $file refused, nothing written" "$(first ./zertz $cmd -o "$tmp/$file" $g) $(ls "$tmp" | grep -c "^$file$")" \
		"2 zertz: ${cmd%% *}: -o '$tmp/$file': ${cmd%% *} writes $says 0"
done
./zertz validate -t text -o "$tmp/t.json" $g 2>"$tmp/err"
is "validate -t text -o t.json: -t wins, the mismatch said" "$(head -1 "$tmp/err") $(cksum <"$tmp/t.json")" \
	"zertz: warning: validate: -o '$tmp/t.json': written as -t says, not as its extension .json would be $(cksum <"$tmp/ref")"
is "render -t svg is -T svg" "$(sum ./zertz render -t svg $g)" "$(sum ./zertz render -T svg $g)"
is "render --format ascii is -T ascii" "$(sum ./zertz render --format ascii $g)" "$(sum ./zertz render -T ascii $g)"
is "convert --format is -t" "$(sum ./zertz convert --format jsonl $g)" "$(sum ./zertz convert -t jsonl $g)"
is "convert --to is -t" "$(sum ./zertz convert --to yaml $g)" "$(sum ./zertz convert -t yaml $g)"

is "stats -q: nothing on standard error" "$(./zertz stats -q --duplicates samples/*.zgn samples/tzaar/*.zgn 2>&1 >/dev/null)" ""
is "stats: the summary without -q" "$(./zertz stats --duplicates samples/*.zgn 2>&1 >/dev/null | grep -c 'group')" 1
fi

if part replay; then
# replay: how many games, which one; --game per source; FILE#K
is "replay says how many" "$(./zertz replay $two 2>&1 >/dev/null)" \
	"zertz: note: '$two' has 2 games: game 1 shown (--game K shows another)"
is "replay --game 2: the one chosen, no note" "$(./zertz replay --game 2 $two 2>&1 >/dev/null)" ""
is "FILE#2 is --game 2" "$(sum ./zertz replay "$two#2")" "$(sum ./zertz replay --game 2 $two)"
is "FILE#2 needs no note" "$(./zertz replay "$two#2" 2>&1 >/dev/null)" ""
is "one game, no note" "$(./zertz replay $g 2>&1 >/dev/null)" ""
is "--game beyond the games" "$(./zertz replay --game 3 $two 2>&1 >/dev/null; echo "status $?")" \
	"zertz: error: no game of '$two' is chosen (it has 2)
status 1"
is "an archive of records" "$(./zertz replay samples/sgf/archive.zip 2>&1 >/dev/null)" \
	"zertz: note: 'samples/sgf/archive.zip' holds 4 records: game 1 of 'samples/sgf/archive.zip:games/first.sgf' shown (name another as ARCHIVE:MEMBER)"
# two files named: a regression (it said the first file held the records of both)
is "two files given" "$(./zertz render -t ascii $g samples/isolation.zgn 2>&1 >/dev/null)" \
	"zertz: note: 2 records given: game 1 of '$g' shown (the others are not read)"
# per source, as validate --json numbers them: the archive's first record has one game
is "--game counts per source" "$(./zertz replay --game 2 samples/sgf/archive.zip 2>&1 >/dev/null; echo "status $?")" \
	"zertz: error: no game of 'samples/sgf/archive.zip:games/first.sgf' is chosen (it has 1)
status 1"
is "render --game per source" "$(./zertz render --game 2 samples/sgf/archive.zip 2>&1 >/dev/null; echo "status $?")" \
	"zertz: error: no game of 'samples/sgf/archive.zip:games/first.sgf' is chosen (it has 1)
status 1"
# --at N: the heading of turn N, as the whole replay prints it
is "--at 5 says the turn" "$(./zertz replay --at 5 $g | head -1)" \
	"$(./zertz replay $g | grep '^5\. ')"
is "--at 0 says start" "$(./zertz replay --at 0 $g | head -1)" start
is "--at with --position: the string alone" "$(./zertz replay --at 5 -t position $g | wc -l | tr -d ' ')" 1

# standard input with -j is read once, by one worker (it was read by
# each: "2 games, 1 valid, 1 invalid" and "no game found" for one game)
for c in "validate -q" "convert -q -t zgn" "stats"; do
	is "$c -j 2 < FILE: as -j 1" "$(./zertz $c -j 2 <$two 2>&1 | cksum)" \
		"$(./zertz $c -j 1 <$two 2>&1 | cksum)"
done
is "validate -j 3 FILE - FILE: stdin once" "$(./zertz validate -j 3 $g - $g <$two 2>&1)" \
	"zertz: 4 games, 4 valid, 0 invalid, 0 warnings"
fi

if part help; then
# -h says what every option does, in every command
for c in validate replay convert select render stats perft analyze puzzles index explore; do
	is "$c -h: every option has its line" "$(./zertz $c -h | grep -c 'undocumented')" 0
	is "$c -h: as many options as the usage line" \
		"$(./zertz $c -h | sed -n 1p | grep -o -- ' \[*-[-a-zA-Z]*' | tr -d ' [' | sort -u | while read -r o; do
			./zertz $c -h | sed 1,2d | grep -q -- "$o[ ,]" || echo "$o"; done)" ""
done
is "zertz help COMMAND is its -h" "$(./zertz help replay | sed 1d)" "$(./zertz replay -h)"

# usage mistakes, each its one line and status 2 (zertz(1) EXIT STATUS);
# the expected lines are the option's own words, as -h gives them
P="37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1"
is "perft: TZAAR has no rules" "$(first ./zertz perft --game tzaar --depth 1 --rules free-ring=any-two)" \
	"2 zertz: --rules: TZAAR has no rule options"
is "perft: no such game" "$(first ./zertz perft --game chess --depth 1)" \
	"2 zertz: --game: 'chess' is not a game (zertz or tzaar)"
# a position string says its game: a TZAAR one needs no --game
T=$(./zertz convert -q -t position samples/tzaar/opening.zgn | head -1)
is "perft: a TZAAR position without --game" "$(./zertz perft --depth 2 --position "$T" | tail -1)" \
	"$(./zertz perft --game tzaar --depth 2 --position "$T" | tail -1)"
is "perft: a TZAAR position counted as TZAAR" "$(./zertz perft --depth 1 --position "$T" | tail -1)" \
	"$(./zertz perft --game tzaar --depth 1 --position "$T" | tail -1)"
is "perft: an operand" "$(first ./zertz perft --game tzaar --depth 1 x)" "2 zertz: perft: unexpected argument 'x'"
is "perft: an operand (Zertz)" "$(first ./zertz perft --board 37 --depth 1 x)" "2 zertz: perft: unexpected argument 'x'"
is "perft: TZAAR's board" "$(first ./zertz perft --game tzaar --board 37 --depth 1)" \
	"2 zertz: --board is Zertz's: TZAAR has one board"
fi

if part values; then
# the values of the selection options, from the games' tables (zertz(1)
# Selection; spec/RULES.md's boards and variants, spec/TZAAR.md's reasons)
is "--values kind" "$(./zertz --values kind | tr '\n' ' ')" "zertz tzaar "
is "--values board" "$(./zertz --values board | tr '\n' ' ')" "37 40 43 44 48 61 "
is "--values variant" "$(./zertz --values variant | tr '\n' ' ')" "standard blitz custom "
is "--values reason" "$(./zertz --values reason | tr '\n' ' ')" \
	"unfinished win board-full no-move repetition both-lose resignation time agreement declared no-tzaar no-tzarra no-tott no-capture "
for w in kind board variant reason; do
	is "--values $w: each value once" "$(./zertz --values $w | sort | uniq -d)" ""
done
is "--values: no such list" "$(first ./zertz --values rings)" "2 zertz: --values: kind, board, variant or reason, not 'rings'"
is "--values: none asked" "$(first ./zertz --values)" "2 zertz: --values: kind, board, variant or reason"
is "select --kind: the games listed" "$(first ./zertz select --kind chess </dev/null)" "2 zertz: --kind: zertz or tzaar, not 'chess'"
is "select --board: the boards listed" "$(first ./zertz select --board 36 </dev/null)" \
	"2 zertz: --board: 37, 40, 43, 44, 48, 61 or custom, not '36'"
is "select --variant: the variants listed" "$(first ./zertz select --variant fast </dev/null)" \
	"2 zertz: --variant: standard, blitz or custom, not 'fast'"
is "select --variant: a name, not a part of one" "$(first ./zertz select --variant stan </dev/null)" \
	"2 zertz: --variant: standard, blitz or custom, not 'stan'"
is "select --reason: the reasons listed" "$(first ./zertz select --reason lost </dev/null)" \
	"2 zertz: --reason: 'lost' is not a reason a game ends for (unfinished, win, board-full, no-move, repetition, both-lose, resignation, time, agreement, declared, no-tzaar, no-tzarra, no-tott or no-capture)"
is "select -h: the games, boards and variants" "$(./zertz select -h | grep -E -- '^ +--(kind|board|variant) ' | tr -s ' ')" \
" --kind GAME zertz or tzaar
 --board RINGS the board: 37, 40, 43, 44, 48, 61 or custom
 --variant NAME standard, blitz or custom"
is "perft -h: the boards and games" "$(./zertz perft -h | grep -E -- '^ +--(board|game) ' | tr -s ' ')" \
" --board RINGS the board: 37, 40, 43, 44, 48 or 61
 --game GAME zertz or tzaar: its standard set-up (zertz: --board's)"
fi

if part help; then
# a game's name in any case, as [Game] takes it (perft goes through the game tables)
is "perft: --game in capitals" "$(./zertz perft --game TZAAR --depth 2)" "$(./zertz perft --game tzaar --depth 2)"
is "perft: no depth" "$(first ./zertz perft --game tzaar)" "2 zertz: perft: --depth from 0 to 16 is required"
is "perft: no board" "$(first ./zertz perft --depth 1)" "2 zertz: perft: --board or --position is required"
is "perft: a position of another board" "$(first ./zertz perft --board 48 --depth 1 --position "$P")" \
	"2 zertz: --position is on 37 rings, --board says 48"
is "perft: a position that is none" "$(first ./zertz perft --depth 1 --position bad)" \
	"2 zertz: --position: the board size must be one of 37, 40, 43, 44, 48, 61"
is "perft: the position's own board" "$(./zertz perft --depth 1 --position "$P")" "$(./zertz perft --board 37 --depth 1)"
# a number outside its option's range: said with the range, status 2
is "-j 0" "$(first ./zertz validate -j 0 samples/isolation.zgn)" "2 zertz: -j: from 1 to 64 jobs"
is "-j 65" "$(first ./zertz convert -j 65 samples/isolation.zgn)" "2 zertz: -j: from 1 to 64 jobs"
is "--columns 13" "$(first ./zertz render --sheet --columns 13 samples/isolation.zgn)" "2 zertz: --columns: from 1 to 12"
# a number too big for any bound is out of range, not "not a number"
# (however many digits: none wraps); a sign or a letter is not a number
is "--at beyond every bound" "$(first ./zertz replay --at 99999999999999999999 samples/isolation.zgn)" \
	"2 zertz: --at: '99999999999999999999' is out of range (at most 1000000000)"
is "--at 2^32 + 1" "$(first ./zertz replay --at 4294967297 samples/isolation.zgn)" \
	"2 zertz: --at: '4294967297' is out of range (at most 1000000000)"
is "--budget 2^32" "$(first ./zertz analyze --budget 4294967296 samples/isolation.zgn)" \
	"2 zertz: --budget: from 1 to 1000000000 nodes"
is "--at -1" "$(first ./zertz replay --at -1 samples/isolation.zgn)" "2 zertz: --at: '-1' is not a number"
is "--at +1" "$(first ./zertz replay --at +1 samples/isolation.zgn)" "2 zertz: --at: '+1' is not a number"
is "--at ' 1'" "$(first ./zertz replay --at ' 1' samples/isolation.zgn)" "2 zertz: --at: ' 1' is not a number"
is "--size 15" "$(first ./zertz render --size 15 samples/isolation.zgn)" "2 zertz: --size: from 16 to 16384 pixels"
fi

if part stats; then
# stats --signature and --duplicates in the format asked: text, CSV with a
# header, JSON an object a line; the same signatures in each; a source's
# name quoted as CSV and JSON quote it (a name with a comma, a formula)
cp samples/opening.zgn "$tmp/=a,b.zgn"
./zertz stats --signature samples/chain-branches.zgn "$tmp/=a,b.zgn" 2>/dev/null | cut -d' ' -f1,2 >"$tmp/sig-text"
is "--signature -t csv" "$(./zertz stats --signature -t csv samples/chain-branches.zgn "$tmp/=a,b.zgn" 2>/dev/null)" \
"signature,turns,source
$(sed -n 1p "$tmp/sig-text" | tr ' ' ,),samples/chain-branches.zgn#1
$(sed -n 2p "$tmp/sig-text" | tr ' ' ,),samples/chain-branches.zgn#2
$(sed -n 3p "$tmp/sig-text" | tr ' ' ,),\"$tmp/=a,b.zgn#1\""
is "--signature -t csv: a formula made text" "$(cd "$tmp" && "$Z" stats --signature -t csv =a,b.zgn 2>/dev/null | sed 1d | cut -d, -f3-)" \
	"\"'=a,b.zgn#1\""
is "--signature -t json" "$(./zertz stats --signature -t json samples/chain-branches.zgn "$tmp/=a,b.zgn" 2>/dev/null |
	jq -r '"\(.signature) \(.turns) \(.source)"')" \
"$(sed -n 1p "$tmp/sig-text") samples/chain-branches.zgn#1
$(sed -n 2p "$tmp/sig-text") samples/chain-branches.zgn#2
$(sed -n 3p "$tmp/sig-text") $tmp/=a,b.zgn#1"
cat samples/opening.zgn samples/opening.zgn >"$tmp/dup.zgn"
is "--duplicates -t json" "$(./zertz stats --duplicates -t json "$tmp/dup.zgn" 2>/dev/null |
	jq -c '[.group, [.games[] | [.turns, .relation, .source]]]')" \
	"[1,[[40,\"same\",\"$tmp/dup.zgn#1\"],[40,\"same\",\"$tmp/dup.zgn#2\"]]]"
is "--duplicates -t csv" "$(./zertz stats --duplicates -t csv "$tmp/dup.zgn" 2>/dev/null | cut -d, -f1,3-)" \
"group,turns,relation,source
1,40,same,$tmp/dup.zgn#1
1,40,same,$tmp/dup.zgn#2"
fi

if part usage; then
# zertz -h, --help, help and help -h print one overview; help CMD is the
# command's line of purpose and its -h
is "--help is help" "$(./zertz --help | cksum)" "$(./zertz help | cksum)"
is "-h is help" "$(./zertz -h | cksum)" "$(./zertz help | cksum)"
is "help -h is help" "$(./zertz help -h; echo "rc=$?")" "$(./zertz help; echo "rc=0")"
for c in validate convert select stats render replay perft explain; do
	is "help $c is $c -h" "$(./zertz help $c | sed 1d | cksum)" "$(./zertz $c -h | cksum)"
done
is "-h: --result is the replay's" "$(./zertz validate -h | grep -- '--result TOKEN  ')" \
	"        --result TOKEN         the result of the replay: 1-0, 0-1, 1/2-1/2, 0-0 or *"

# explain rules lists the rule options, as zertz(1)'s RULE OPTIONS names
# them, in its order
is "explain rules: the rule options of zertz(1)" \
	"$(./zertz explain rules | sed -n '/^rule options/,$p' | awk '$1 ~ /^[a-z-]+$/ && NF == 2 { print $1 }')" \
	"$(sed -n '/^\.Sh RULE OPTIONS/,/^\.Sh /p' man/zertz.1 | sed -n 's/^\.It Cm \([a-z-]*\) Ns = Ns.*/\1/p')"

# every command that reads records walks a directory with -r (render and
# replay show its first chosen game, and say how many sources it holds)
is "render of a directory" "$(first ./zertz render samples)" \
	"3 zertz: error: cannot read 'samples': it is a directory (use -r)"
is "replay of a directory" "$(first ./zertz replay samples)" \
	"3 zertz: error: cannot read 'samples': it is a directory (use -r)"
is "replay -r of a directory" "$(./zertz replay -r -t position --at 0 samples/sgf 2>&1 | tail -1)" \
	"zertz: note: 'samples/sgf' holds 18 records: game 1 of 'samples/sgf/61.sgf' shown (name another as ARCHIVE:MEMBER)"
# and takes the selection: the first game chosen is shown, a note says how
# many were; -q says nothing but errors
is "replay --game 2-3" "$(./zertz replay -t position --at 0 --game 2-3 tests/select/games.zgn 2>&1 | tail -1)" \
	"zertz: note: 'tests/select/games.zgn': 2 games chosen, game 2 shown (render --each draws every one)"
is "replay -q --game 2-3" "$(./zertz replay -q -t position --at 0 --game 2-3 tests/select/games.zgn 2>&1 | wc -l | tr -d ' ')" 1
is "render --first erin" "$(./zertz render -t ascii --first erin tests/select/games.zgn 2>&1 | grep -c 'erin')" 1
rm -rf "$tmp/each-sel"
./zertz render -q -t html --each "$tmp/each-sel" --player ddyer tests/select/games.zgn
is "render --each of a selection" "$(ls "$tmp/each-sel" | grep -c '^game-')" 3
is "render: no game chosen" "$(first ./zertz render -t ascii --first nobody tests/select/games.zgn)" \
	"1 zertz: error: no game of 'tests/select/games.zgn' is chosen (it has 8)"
is "validate of a directory" "$(first ./zertz validate samples)" \
	"3 zertz: error: cannot read 'samples': it is a directory (use -r)"

# a usage error is two lines: what is wrong, and where the options are
# (not the whole usage again); an option misspelt is named with the
# nearest one; a missing value and a value to an option of none are said
# as such, not as unknown options
all2() { "$@" 2>&1 >/dev/null; echo "rc=$?"; }
is "usage error: two lines" "$(all2 ./zertz validate --jsn samples/isolation.zgn)" \
"zertz: validate: unknown option '--jsn' (did you mean '--json'?)
see 'zertz validate -h' for the options
rc=2"
is "did you mean: --bord" "$(first ./zertz select --bord 37 samples/isolation.zgn)" \
	"2 zertz: select: unknown option '--bord' (did you mean '--board'?)"
is "nothing near: no guess" "$(first ./zertz validate --frobnicate samples/isolation.zgn)" \
	"2 zertz: validate: unknown option '--frobnicate'"
is "a missing value" "$(first ./zertz validate --winner)" "2 zertz: validate: the option '--winner' needs a value"
is "a missing value, short" "$(first ./zertz render -o)" "2 zertz: render: the option '-o' needs a value"
is "a value to a flag" "$(first ./zertz validate --json=1 samples/isolation.zgn)" \
	"2 zertz: validate: the option '--json' takes no value"
is "explain's usage error points at its -h" "$(all2 ./zertz explain | tail -2)" \
"see 'zertz explain -h' for the options
rc=2"
# names of formats and choices in any case
is "-t JSON is -t json" "$(sum ./zertz convert -t JSON $g)" "$(sum ./zertz convert -t json $g)"
is "-f ZGN is -f zgn" "$(sum ./zertz validate --json -f ZGN $g)" "$(sum ./zertz validate --json -f zgn $g)"
is "--by Board is --by board" "$(sum ./zertz stats --by Board $g)" "$(sum ./zertz stats --by board $g)"
# zertz alone: the usage on standard error, 2; -h and --help on standard output, 0
is "no command" "$(first ./zertz)" "2 usage: zertz COMMAND [OPTIONS] [FILE ...]"
is "-h" "$(./zertz -h | head -1; echo $?)" "usage: zertz COMMAND [OPTIONS] [FILE ...]
0"
is "help of no command" "$(first ./zertz help nosuch)" "2 zertz: 'nosuch' is not a zertz command"
# standard output that cannot be written: said, status 3
is "a full standard output" "$(first sh -c './zertz --version >/dev/full')" \
	"3 zertz: fatal: cannot write to standard output: No space left on device"
is "a full standard output (help)" "$(first sh -c './zertz help >/dev/full')" \
	"3 zertz: fatal: cannot write to standard output: No space left on device"

# render's options that do not go together (its -h says which)
is "render: --columns without --sheet" "$(first ./zertz render --columns 2 $g)" "2 zertz: --columns and --page lay out a --sheet"
is "render: html and --sheet" "$(first ./zertz render -t html --sheet $g)" \
	"2 zertz: -t html is a viewer of games: not with --sheet or --position"
is "render: html and --at" "$(first ./zertz render -t html --at 3 $g)" \
	"2 zertz: -t html shows every turn: open the page at #turn=N rather than --at"
is "render: html --each and -o" "$(first ./zertz render -t html --each "$tmp/d" -o "$tmp/x" $g)" \
	"2 zertz: -t html --each writes its pages into DIR: not with -o"
is "render: an ASCII sheet" "$(first ./zertz render --sheet -T ascii $g)" "2 zertz: --sheet is an SVG"
P37='37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1'
for extra in --sheet "--at 1" "--game 1" "--each $tmp/d" "$g"; do
	is "render: --position with $extra" "$(first ./zertz render --position "$P37" $extra)" \
		"2 zertz: --position draws that one position: not with --sheet, --each, --at, a selection or a FILE"
done
is "render: a style sheet that cannot be read" "$(first ./zertz render --css "$tmp/none.css" $g)" \
	"3 zertz: error: cannot open '$tmp/none.css': No such file or directory"
./zertz render -o "$tmp/auto.html" $g 2>/dev/null
is "render -o x.html writes a page" "$(head -1 "$tmp/auto.html")" "<!DOCTYPE html>"

# explain: its help, a mistake, a rule named in brackets as diagnostics
# print it (every code that cites it, the first here)
is "explain -h" "$(./zertz explain -h; echo "rc=$?")" "usage: zertz explain CODE | RULE | --list
rc=0"
is "explain: two operands" "$(first ./zertz explain a b)" "2 zertz: explain: one code or rule, or --list"
# an option it does not take said as one, and a code or rule mistyped
# given the near one, as a command or an option is (issue 62)
is "explain -q CODE: an unknown option" "$(first ./zertz explain -q capture-forced)" \
	"2 zertz: explain: unknown option '-q' (explain takes -h, --list, or one code or rule)"
is "explain: a code mistyped" "$(first ./zertz explain capture-forcd)" \
	"2 zertz: explain: 'capture-forcd' is neither a code nor a rule of a diagnostic (did you mean 'capture-forced'?)"
is "explain: a rule mistyped" "$(first ./zertz explain '[free-rin]')" \
	"2 zertz: explain: 'free-rin' is neither a code nor a rule of a diagnostic (did you mean 'free-ring'?)"
is "explain [result]" "$(./zertz explain '[result]' | head -1)" "result: error: declared result disagrees with the replay"
is "perft: TZAAR's depth" "$(first ./zertz perft --game tzaar --depth 17)" "2 zertz: perft: --depth from 0 to 16 is required"
# --max-errors and --color taken by every command that reads records
# (issue 62: stats and analyze refused --color, render and analyze
# --max-errors): where diagnostics are shown, they hold
is "render --max-errors 1: one error, and the note of the others" \
	"$(./zertz render --max-errors 1 --color=never samples/sgf/malformed.sgf 2>&1 >/dev/null | grep -c -e ': error:' -e '3 more errors in this game')" 2
is "analyze --max-errors 1: one error, and the note of the others" \
	"$(./zertz analyze -q --no-cache -k 1 --max-errors 1 --color=never samples/sgf/malformed.sgf 2>&1 >/dev/null | grep -c -e ': error:' -e '3 more errors in this game')" 2
is "stats takes them (it shows no diagnostics)" "$(./zertz stats --max-errors 1 --color=never $g >/dev/null; echo $?)" 0
# a command mistyped: the near one suggested; nothing near: no suggestion
is "a command mistyped" "$(./zertz stat 2>&1 | sed -n 2p)" "did you mean stats?"
is "no command near" "$(./zertz xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 2>&1 | sed -n 2p)" "'zertz help' lists the commands."
fi

if part position; then
# --position means a position to start from or draw wherever it is: the
# selection's --reaches and replay's -t position had it for other things,
# and their old spellings work one more release, each with a warning
P12=$(./zertz convert -q -t position --at 12 samples/opening.zgn)
is "old --position chooses as --reaches" "$(./zertz validate --json --position "$P12" samples/opening.zgn 2>/dev/null | jq -c .game)" \
	"$(./zertz validate --json --reaches "$P12" samples/opening.zgn 2>/dev/null | jq -c .game)"
is "old --position is warned of" "$(./zertz validate --position "$P12" samples/opening.zgn 2>&1 >/dev/null | head -1)" \
	"zertz: warning: --position STRING is now --reaches STRING (--position goes in zertz 0.5)"
is "replay: old --position prints as -t position" "$(./zertz replay --position samples/opening.zgn 2>/dev/null)" \
	"$(./zertz replay -t position samples/opening.zgn)"
is "replay: old --position is warned of" "$(./zertz replay --position samples/opening.zgn 2>&1 >/dev/null)" \
	"zertz: warning: replay --position is now -t position (--position goes in zertz 0.5)"

# -f is --from wherever records are read
for c in validate convert select stats render replay; do
	is "$c -f json" "$(./zertz $c -h | grep -c -- '-f, --from FORMAT')" 1
done
fi

report
