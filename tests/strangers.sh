#!/bin/sh
# Strangers' text: a player's name, an event, a comment, a file or member
# name reach no terminal raw (lib/shown.h); CSV cells are no formulas; what
# holds no game is no game in any summary.
cd "$(dirname "$0")/.." || exit 2
suite=strangers
. tests/lib.sh

# ---- strangers' text reaches no terminal raw (lib/shown.h) ----
# A record whose tags, comment and zip member names carry escape
# sequences (OSC 52 writes the clipboard, OSC 0 the title, CSI 2J clears
# the screen, a C1 CSI, DEL) and newlines: whatever a command prints for
# people holds none of their bytes, and shows them as C escapes.
osc52=$(printf '\033]52;c;cHduZWQ=\007')
printf '[Event "Cup%s"]\n[Site "a\177b"]\n[First "ann\033]0;pwned\007"]\n[Second "bob\302\2331m"]\n[Date "2024.01.01"]\n[Board "37"]\n\n1. Wd4,a1 {see\033[2J}\n2. Bd1,a2\n' \
	"$osc52" >"$tmp/esc.zgn"
printf '[Board "3\0337"]\n[First "x\ny"]\n\n1. Wd4,a1\n' >"$tmp/esc-bad.zgn"
if part tags; then
NO_COLOR=1 ./zertz validate "$tmp/esc-bad.zgn" >"$tmp/out" 2>"$tmp/err"
raw_free validate-tag-value "$tmp/err"
has_line validate-tag-value "$tmp/err" "$tmp/esc-bad.zgn:1:9: error: unsupported board: '3\\0337' (boards have 37, 40, 43, 44, 48 or 61 rings, or are 'custom') [board]"
fi
if part turn; then
# a turn quoted as written (zertz(1) DIAGNOSTICS): shown safe, and cut at
# 60 bytes with "..." however long the stranger's line
long=$(printf 'x%.0s' $(seq 1 200))
printf '[Board "37"]\n\n1. Wd4,d4\033[2J%s\n' "$long" >"$tmp/esc-turn.zgn"
NO_COLOR=1 ./zertz validate "$tmp/esc-turn.zgn" >"$tmp/out" 2>"$tmp/err"
raw_free validate-turn-quoted "$tmp/err"
has_line validate-turn-quoted "$tmp/err" "$tmp/esc-turn.zgn:3:4: note: turn 1: 'Wd4,d4\\033[2J"$(printf 'x%.0s' $(seq 1 50))"...'"
fi
if part tags; then
./zertz replay --at 1 "$tmp/esc.zgn" >"$tmp/out" 2>&1
raw_free replay-at-1 "$tmp/out"
has_line replay-at-1 "$tmp/out" '1. first player (ann\033]0;pwned\007): Wd4,a1'
has_line replay-at-1-c1 "$tmp/out" 'second  W0   G0   B0   bob\302\2331m (to move)'
./zertz replay "$tmp/esc.zgn" >"$tmp/out" 2>&1
raw_free replay "$tmp/out"
./zertz render -T ascii "$tmp/esc.zgn" >"$tmp/out" 2>&1
raw_free render-ascii "$tmp/out"
has_line render-ascii "$tmp/out" '2. second player (bob\302\2331m): Bd1,a2'
./zertz stats --by player "$tmp/esc.zgn" >"$tmp/out" 2>&1
raw_free stats-by-player "$tmp/out"
has_line stats-by-player "$tmp/out" '== ann\033]0;pwned\007'
./zertz stats --signature "$tmp/esc.zgn" "$tmp/esc.zgn" >"$tmp/out" 2>&1
raw_free stats-signature "$tmp/out"
fi
if part members; then
# a zip member named with a newline and a fake summary, another with OSC 52
python3 - "$tmp/esc.zip" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w") as z:
    z.writestr("x.zgn\nzertz: 9 games, 9 valid, 0 invalid, 0 warnings\n", "[Board \"37\"]\n\n1. Wd4,d4\n")
    z.writestr("y\033]52;c;aGk=\007.zgn", "[Board \"37\"]\n\n1. Wd4,a1\n")
PY
for j in 1 2; do
	./zertz validate -j $j "$tmp/esc.zip" >"$tmp/out" 2>"$tmp/err"
	raw_free "member-names-j$j" "$tmp/err"
	has_line "member-names-j$j" "$tmp/err" "$tmp/esc.zip:x.zgn\\nzertz: 9 games, 9 valid, 0 invalid, 0 warnings\\n:3:8: error: removed ring is the ring just placed on: 'd4' [free-ring]"
	has_line "member-names-j$j-summary" "$tmp/err" 'zertz: 2 games, 1 valid, 1 invalid, 0 warnings'
done
./zertz stats --duplicates "$tmp/esc.zip" "$tmp/esc.zip" >"$tmp/out" 2>&1
raw_free stats-duplicates "$tmp/out"
sed 's/^  [0-9a-f]\{16\} /  HASH /' "$tmp/out" >"$tmp/out2"
has_line stats-duplicates "$tmp/out2" "  HASH   1 turns same      $tmp/esc.zip:y\\033]52;c;aGk=\\007.zgn#1"
fi
if part names; then
# a file name: in every message that names it
cp "$tmp/esc-bad.zgn" "$tmp/name$(printf '\033')[31m.zgn"
./zertz validate "$tmp/name$(printf '\033')[31m.zgn" >"$tmp/out" 2>"$tmp/err"
raw_free file-name "$tmp/err"
./zertz validate "$tmp/none$(printf '\033')]52;c;aGk=$(printf '\007')" >"$tmp/out" 2>"$tmp/err"
raw_free missing-file-name "$tmp/err"
has_line missing-file-name "$tmp/err" "zertz: error: cannot open '$tmp/none\\033]52;c;aGk=\\007': No such file or directory"
# --at beyond a game's end, said by convert's workers (-j) as by the
# command itself
cp samples/isolation.zgn "$tmp/at$(printf '\033')[31m.zgn"
for j in 1 2; do
	./zertz convert -j $j -t position --at 99 "$tmp/at$(printf '\033')[31m.zgn" samples/blitz.zgn >"$tmp/out" 2>"$tmp/err"
	raw_free "at-beyond-j$j" "$tmp/err"
	has_line "at-beyond-j$j" "$tmp/err" "zertz: error: --at 99: '$tmp/at\\033[31m.zgn' has only 6 turns"
done
fi
if part tty; then
# machine formats keep the text exact in a file or a pipe ...
./zertz convert -q -t zgn "$tmp/esc.zgn" >"$tmp/out"
if grep -qF "$osc52" "$tmp/out"; then pass=$((pass + 1)); else
	fail=$((fail + 1)); echo "FAIL hostile machine-exact: ZGN in a pipe lost the event's exact text"; fi
./zertz validate -q --json "$tmp/esc.zgn" >"$tmp/out"
if jq -e --arg e "Cup$osc52" '.tags.Event == $e' "$tmp/out" >/dev/null; then pass=$((pass + 1)); else
	fail=$((fail + 1)); echo "FAIL hostile machine-exact-json: JSON lost the event's exact text"; fi
# ... and on a terminal are shown as ls shows names (script(1) gives one)
if command -v script >/dev/null 2>&1; then
	for cmd in "convert -t zgn" "select" "validate --json" "stats -t csv --by player" "stats -t json"; do
		script -q -e -c "./zertz $cmd $tmp/esc.zgn" /dev/null </dev/null >"$tmp/tty" 2>&1
		tr -d '\r' <"$tmp/tty" >"$tmp/out"
		raw_free "terminal-$(echo "$cmd" | tr ' ' -)" "$tmp/out"
	done
	# analyze's JSON names its source: a file name's C1 CSI and DEL, which
	# JSON leaves as they are, shown safe on a terminal
	cp "$tmp/esc.zgn" "$tmp/c1$(printf '\302\233')2J$(printf '\177').zgn"
	script -q -e -c "./zertz analyze -k 1 $tmp/c1*.zgn" /dev/null </dev/null >"$tmp/tty" 2>&1
	tr -d '\r' <"$tmp/tty" >"$tmp/out"
	raw_free terminal-analyze "$tmp/out"
	grep -q '"source"' "$tmp/out" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL strangers terminal-analyze: no JSON seen"; }
else
	skip 7 "script(1) not installed: bsdutils (machine formats on a terminal)"
fi
fi

if part csv; then
# ---- CSV cells a spreadsheet would run as formulas (OWASP) ----
# a cell that starts with '=', '+', '-', '@', a tab or a CR is quoted
# after a single quote; the rest as RFC 4180 says (expected rows by hand)
printf '[First "=HYPERLINK(\\"http://x\\",\\"y\\")"]\n[Second "@SUM(A1)"]\n[Board "37"]\n\n1. Wd4,a1\n\n' >"$tmp/csv.zgn"
printf '[First "+1"]\n[Second "-2"]\n[Board "37"]\n\n1. Wd4,a1\n\n' >>"$tmp/csv.zgn"
printf '[First "\tx"]\n[Board "37"]\n\n1. Wd4,a1\n\n[First "a,b"]\n[Second "-"]\n[Board "37"]\n\n1. Wd4,a1\n' >>"$tmp/csv.zgn"
printf '{"tags": {"Second": "\\rx"}, "board": 37, "moves": ["Wd4,a1"]}\n' >"$tmp/csv.json"
./zertz stats -t csv --by player "$tmp/csv.zgn" "$tmp/csv.json" 2>/dev/null | grep ',games,total,' | grep -v '^?,' | sort >"$tmp/out"
printf '%s\n' \
	"\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",games,total,,1" \
	"\"'@SUM(A1)\",games,total,,1" \
	"\"'+1\",games,total,,1" \
	"\"'-2\",games,total,,1" \
	"\"'$(printf '\t')x\",games,total,,1" \
	"\"'$(printf '\r')x\",games,total,,1" \
	'"a,b",games,total,,1' \
	"\"'-\",games,total,,1" | sort >"$tmp/want"
if cmp -s "$tmp/out" "$tmp/want"; then pass=$((pass + 1)); else
	fail=$((fail + 1)); echo "FAIL hostile csv-formula: a cell a spreadsheet would run:"; diff "$tmp/want" "$tmp/out" | cat -v | head; fi
./zertz stats -t csv "$tmp/csv.zgn" 2>/dev/null | grep -c "^all,players,\"'=HYPERLINK" >"$tmp/out"
[ "$(cat "$tmp/out")" = 9 ] && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile csv-formula-key: a player as a key is not neutralised ($(cat "$tmp/out") rows)"; }
fi

if part not-record; then
# ---- what is not a record is no game (formats/schema.c, formats/record.c) ----
# a JSON or YAML document with no key of a record, a text of comments
# alone: an error naming the keys a record has, and no game in any summary
keys="'tags', 'kind', 'board', 'rings', 'variant', 'marbles', 'win', 'rules', 'start', 'moves' or 'result'"
echo '{}' >"$tmp/x.json"
expect not-record-empty 1 "$tmp/x.json:1:1: error: no game found: not a game record: it has none of the keys $keys (it has no key) [notation]" \
	./zertz validate "$tmp/x.json"
has_line not-record-summary "$tmp/err" "zertz: 0 games, 0 valid, 0 invalid, 0 warnings; 1 input held no game"
mkdir -p "$tmp/proj"
printf '{"name": "site", "version": "1.0.0", "scripts": {}, "dependencies": {}}\n' >"$tmp/proj/package.json"
printf '{"compilerOptions": {"strict": true}}\n' >"$tmp/proj/tsconfig.json"
printf 'name: ci\non: push\n' >"$tmp/proj/ci.yml"
printf '# a note\n\n# another, and nothing else\n' >"$tmp/proj/notes.zgn"
cp samples/blitz.zgn "$tmp/proj/"
expect not-record-r 1 "$tmp/proj/ci.yml:1:1: error: no game found: not a game record: it has none of the keys $keys (it has 'name' and 'on') [notation]" \
	./zertz validate -r "$tmp/proj"
has_line not-record-r-package "$tmp/err" "$tmp/proj/package.json:1:1: error: no game found: not a game record: it has none of the keys $keys (it has 'name', 'version', 'scripts' and 1 more) [notation]"
has_line not-record-r-comments "$tmp/err" "$tmp/proj/notes.zgn:1:1: error: no game found: it holds no tag and no move [notation]"
has_line not-record-r-summary "$tmp/err" "zertz: 1 game, 1 valid, 0 invalid, 0 warnings; 4 inputs held no game"
./zertz convert -t zgn -r "$tmp/proj" >"$tmp/out" 2>"$tmp/err"
has_line not-record-convert "$tmp/err" "zertz: 1 game read, 1 written, 0 with problems; 4 inputs held no game"
./zertz stats -t json -r "$tmp/proj" 2>/dev/null | jq -c '[.all.games.total, .all.games.inputs_without_a_game]' >"$tmp/out"
has_line not-record-stats "$tmp/out" '[1,4]'
# a stream of JSON Lines: the document that is no record said at its line
printf '{"board": 37, "moves": ["Wd4,a1"]}\n{"a": 1}\n{"moves": ["Wd4,a1"]}\n' >"$tmp/mix.jsonl"
expect not-record-jsonl 1 "$tmp/mix.jsonl:2:1: error: no game found: not a game record: it has none of the keys $keys (it has 'a') [notation]" \
	./zertz validate "$tmp/mix.jsonl"
has_line not-record-jsonl-summary "$tmp/err" "zertz: 2 games, 2 valid, 0 invalid, 0 warnings; 1 input held no game"
# what could not be read at all stays a broken game
expect broken-stays-a-game 1 "samples/isolation.zgn:1:1: error: malformed SGF: expected '(' to start a game, found '[' [notation]" \
	./zertz validate --from sgf samples/isolation.zgn
has_line broken-stays-a-game-summary "$tmp/err" "zertz: 1 game, 0 valid, 1 invalid, 0 warnings"
fi

report
